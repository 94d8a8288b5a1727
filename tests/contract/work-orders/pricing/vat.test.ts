import { describe, expect, it } from 'vitest';
import { lineVat, vatByRate, vatRateForLine, vatRateLabel } from '../../../../contract/work-orders/pricing/vat';

describe('VAT per line (design/providers.md)', () => {
  it('Great Britain: 20% on labour and parts alike', () => {
    for (const kind of ['labour', 'part', 'tyre', 'battery', 'accessory'] as const) {
      expect(vatRateForLine('GB', kind)).toBe(2000);
    }
  });

  it('Ireland: 13.5% on repair labour and the parts fitted; tyres, batteries and accessories 23%', () => {
    expect(vatRateForLine('IE', 'labour')).toBe(1350);
    expect(vatRateForLine('IE', 'part')).toBe(1350);
    expect(vatRateForLine('IE', 'tyre')).toBe(2300);
    expect(vatRateForLine('IE', 'battery')).toBe(2300);
    expect(vatRateForLine('IE', 'accessory')).toBe(2300);
  });

  it("a line's VAT is at its own rate, half up to the minor unit", () => {
    expect(lineVat({ excTax: 8_250, taxRate: 2000 })).toBe(1_650);
    expect(lineVat({ excTax: 1_299, taxRate: 2000 })).toBe(260); // 259.8
    expect(lineVat({ excTax: 4_000, taxRate: 1350 })).toBe(540);
    expect(lineVat({ excTax: 12_000, taxRate: 2300 })).toBe(2_760);
  });

  it('adds up VAT by rate, highest rate first, each line rounded on its own', () => {
    const lines = [
      { excTax: 4_000, taxRate: 1350 },
      { excTax: 12_000, taxRate: 2300 },
      { excTax: 3_001, taxRate: 1350 }, // 405.135 → 405
      { excTax: 0, taxRate: 0 },
    ];
    expect(vatByRate(lines)).toEqual([
      { rate: 2300, excTax: 12_000, vat: 2_760 },
      { rate: 1350, excTax: 7_001, vat: 945 },
      { rate: 0, excTax: 0, vat: 0 },
    ]);
    expect(vatByRate([])).toEqual([]);
    // A line that already knows its VAT keeps it.
    expect(vatByRate([{ excTax: 100, taxRate: 2000, vat: 20 }])).toEqual([{ rate: 2000, excTax: 100, vat: 20 }]);
  });

  it('names the rate as the job sheet prints it', () => {
    expect(vatRateLabel(2000)).toBe('20%');
    expect(vatRateLabel(1350)).toBe('13.5%');
    expect(vatRateLabel(2300)).toBe('23%');
    expect(vatRateLabel(1000)).toBe('10%');
    expect(vatRateLabel(500)).toBe('5%');
    expect(vatRateLabel(0)).toBe('0%');
  });
});
