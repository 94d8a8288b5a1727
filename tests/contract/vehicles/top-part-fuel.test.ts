import { describe, expect, it } from 'vitest';
import { topPartFuel } from '../../../contract/vehicles/top-part-fuel';

describe('topPartFuel', () => {
  it('keeps petrol and diesel, in any case', () => {
    expect(topPartFuel('petrol')).toBe('petrol');
    expect(topPartFuel('PETROL')).toBe('petrol');
    expect(topPartFuel('diesel')).toBe('diesel');
    expect(topPartFuel(' Diesel ')).toBe('diesel');
  });

  it('treats any other fuel, or none, as petrol', () => {
    for (const fuel of ['hybrid', 'electric', 'HYBRID ELECTRIC (CLEAN)', 'LPG', 'diesel hybrid', '', null, undefined]) {
      expect(topPartFuel(fuel), String(fuel)).toBe('petrol');
    }
  });
});
