import { describe, expect, it } from 'vitest';
import {
  colourOf,
  itemProblems,
  lowestTread,
  type ColourThresholds,
  type Measurement,
} from '../../../contract/health-checks/colours';

const tread = (outer: number | null, middle: number | null, inner: number | null): Measurement => ({
  kind: 'tread',
  outer,
  middle,
  inner,
});

describe('measurements set the colour (UK defaults, tenths of a millimetre)', () => {
  it('tread: red below 1.6 mm, amber below 3.0 mm, the lowest reading counts', () => {
    expect(colourOf(tread(15, 40, 40))).toBe('red');
    expect(colourOf(tread(16, 40, 40))).toBe('amber'); // 1.6 mm is legal, and still amber
    expect(colourOf(tread(29, 50, 50))).toBe('amber');
    expect(colourOf(tread(30, 30, 30))).toBe('green');
    expect(colourOf(tread(62, 58, 21))).toBe('amber'); // inner-edge wear
    expect(lowestTread({ kind: 'tread', outer: 62, middle: null, inner: 21 })).toBe(21);
    expect(colourOf(tread(null, null, null))).toBeNull();
  });

  it('brake pads: red below 3 mm, amber below 5 mm', () => {
    expect(colourOf({ kind: 'pad', thickness: 29 })).toBe('red');
    expect(colourOf({ kind: 'pad', thickness: 30 })).toBe('amber');
    expect(colourOf({ kind: 'pad', thickness: 49 })).toBe('amber');
    expect(colourOf({ kind: 'pad', thickness: 50 })).toBe('green');
    expect(colourOf({ kind: 'pad', thickness: null })).toBeNull();
  });

  it('discs: below the stamped minimum is red; without the minimum, no colour', () => {
    expect(colourOf({ kind: 'disc', thickness: 219, minimum: 220 })).toBe('red');
    expect(colourOf({ kind: 'disc', thickness: 220, minimum: 220 })).toBe('green');
    expect(colourOf({ kind: 'disc', thickness: 240, minimum: null })).toBeNull();
  });

  it('a garage may change the thresholds', () => {
    const strict: ColourThresholds = { treadRedBelow: 20, treadAmberBelow: 40, padRedBelow: 40, padAmberBelow: 60 };
    expect(colourOf(tread(18, 18, 18), strict)).toBe('red');
    expect(colourOf({ kind: 'pad', thickness: 55 }, strict)).toBe('amber');
  });
});

describe('an item stands as marked only with its evidence', () => {
  const base = { reason: null, customerNote: null, photoCount: 0 };

  it('a colour against the measurement needs a reason, in words', () => {
    const [problem] = itemProblems({ ...base, state: 'green', measurement: tread(14, 30, 30) });
    expect(problem).toEqual({
      field: 'reason',
      message: 'The measurement says red (1.4 mm): please give a reason for marking it green.',
    });
    expect(
      itemProblems({ ...base, state: 'green', measurement: tread(14, 30, 30), reason: 'New tyre fitted today' }),
    ).toEqual([]);
    expect(itemProblems({ ...base, state: 'red', measurement: tread(14, 30, 30) })).toEqual([]);
  });

  it('red and amber need a measurement, a photo or a note for the customer', () => {
    expect(itemProblems({ ...base, state: 'amber', measurement: null })).toEqual([
      { field: 'state', message: 'A red or amber item needs a measurement, a photo or a note for the customer.' },
    ]);
    expect(itemProblems({ ...base, state: 'amber', measurement: null, photoCount: 1 })).toEqual([]);
    expect(itemProblems({ ...base, state: 'red', measurement: null, customerNote: 'Cracked wiper rubber' })).toEqual(
      [],
    );
    expect(itemProblems({ ...base, state: 'green', measurement: null })).toEqual([]);
    expect(itemProblems({ ...base, state: 'not-checked', measurement: tread(10, 10, 10) })).toEqual([]);
  });
});

describe('a follow-up date', () => {
  it('is a day that exists, refused in words otherwise (never an error)', async () => {
    const { daySchema } = await import('../../../contract/health-checks/schemas');
    expect(daySchema.safeParse('2027-02-28').success).toBe(true);
    for (const day of ['2027-02-30', '2363-64-11', '2027-2-1'])
      expect(daySchema.safeParse(day).error?.issues[0]?.message).toBe('Please enter a date as YYYY-MM-DD.');
  });
});
