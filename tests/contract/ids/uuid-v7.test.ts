import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from '../../../contract/ids/uuid-v7';

describe('uuidv7', () => {
  it('makes version 7, variant 10 UUIDs that start with the time', () => {
    const id = uuidv7(Date.UTC(2026, 0, 1));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 1));
  });

  it('sorts by creation time', () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(3_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 100 }, () => uuidv7())).size).toBe(100);
  });

  it('isUuid tells ids from free text', () => {
    expect(isUuid(uuidv7())).toBe(true);
    expect(isUuid('leeds')).toBe(false);
    expect(isUuid(`${uuidv7()}x`)).toBe(false);
  });
});
