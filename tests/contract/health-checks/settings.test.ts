import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedTemplate, thresholdsSchema } from '../../../contract/health-checks/settings';
import { quickTemplate } from '../../../contract/health-checks/templates';

const item = (key: string | null, name: string) => ({
  key,
  section: 'bonnet' as const,
  name,
  measures: null,
  side: null,
});

describe('a garage’s thresholds', () => {
  it('takes the UK defaults and refuses an amber limit at or below the red one', () => {
    expect(
      thresholdsSchema.safeParse({ treadRedBelow: 16, treadAmberBelow: 30, padRedBelow: 30, padAmberBelow: 50 })
        .success,
    ).toBe(true);
    const refused = thresholdsSchema.safeParse({
      treadRedBelow: 16,
      treadAmberBelow: 30,
      padRedBelow: 50,
      padAmberBelow: 50,
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['padAmberBelow']);
  });

  it('takes tenths of a millimetre only, within what a tyre or pad can measure', () => {
    for (const treadRedBelow of [0, 1.5, 201, -3])
      expect(
        thresholdsSchema.safeParse({ treadRedBelow, treadAmberBelow: 30, padRedBelow: 30, padAmberBelow: 50 }).success,
      ).toBe(false);
  });
});

describe('a checklist as saved', () => {
  it('keeps the keys of renamed items, so last visit’s values still carry forward', () => {
    const items = quickTemplate.items.map((one) => ({ ...one, name: `${one.name} (checked)` }));
    const saved = keyedTemplate({ id: 'quick', name: 'Quick', items });
    expect(saved.items.map((one) => one.key)).toEqual(quickTemplate.items.map((one) => one.key));
  });

  it('keys a new item from its name, unique in its checklist', () => {
    const saved = keyedTemplate({
      id: 'quick',
      name: 'Quick',
      items: [
        item('adblue-level', 'AdBlue level'),
        item(null, 'AdBlue level'),
        item(null, 'AdBlue  level!'),
        item(null, '***'),
      ],
    });
    expect(saved.items.map((one) => one.key)).toEqual(['adblue-level', 'adblue-level-2', 'adblue-level-3', 'item']);
  });

  it('never gives two items one key, whatever the garage types', () => {
    const names = fc.array(
      fc.record({
        key: fc.option(fc.constantFrom('oil', 'oil-2', 'battery'), { nil: null }),
        name: fc.string({ minLength: 1, maxLength: 20 }),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(names, (rows) => {
        const saved = keyedTemplate({ id: 'full', name: 'Full', items: rows.map((row) => item(row.key, row.name)) });
        const keys = saved.items.map((one) => one.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.every((key) => /^[a-z0-9-]{1,40}$/.test(key))).toBe(true);
      }),
    );
  });
});

describe('a body that is not one', () => {
  it('is refused in words, never thrown on', () => {
    for (const body of [undefined, null, 'thresholds', 42, []])
      expect(thresholdsSchema.safeParse(body).success).toBe(false);
  });
});
