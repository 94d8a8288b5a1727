import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveUplift,
  jobLabourMinutes,
  jobLabourPrice,
  labourPriceForHundredths,
  labourPriceForMinutes,
  upliftBasisPoints,
} from '../../../../contract/work-orders/pricing/labour';

const mechanical = { rate: 7_500 }; // £75 an hour

describe('labour: rate × time, uplift on top, rounded once', () => {
  it('1.10 h at £75 an hour is £82.50; with a 10% uplift £90.75', () => {
    expect(labourPriceForMinutes(7_500, 66)).toBe(8_250);
    expect(labourPriceForHundredths(7_500, 110)).toBe(8_250);
    expect(labourPriceForMinutes(7_500, 66, 10)).toBe(9_075);
    expect(labourPriceForMinutes(7_500, 66, 12.5)).toBe(9_281); // £92.8125
    expect(labourPriceForMinutes(7_500, 66, 0)).toBe(8_250);
  });

  it('rounds half up on the exact value, once', () => {
    expect(labourPriceForMinutes(6_500, 1)).toBe(108); // 108.33
    expect(labourPriceForMinutes(8_250, 1)).toBe(138); // 137.5
    // Exact 151.25 → 151; rounding the labour first (138) and then the uplift would give 152.
    expect(labourPriceForMinutes(8_250, 1, 10)).toBe(151);
  });

  it('prices the minutes the line shows, not the hundredths they came from', () => {
    // 0.83 h shows as 00:50: the customer reads 50 minutes and pays for 50 minutes.
    expect(labourPriceForMinutes(7_500, 50)).toBe(6_250);
    expect(labourPriceForHundredths(7_500, 83)).toBe(6_225);
  });

  it('refuses what is not whole minor units, whole time or an uplift', () => {
    expect(() => labourPriceForMinutes(75.5, 60)).toThrow(RangeError);
    expect(() => labourPriceForMinutes(-1, 60)).toThrow(RangeError);
    expect(() => labourPriceForMinutes(7_500, Number.NaN)).toThrow(RangeError);
    expect(() => labourPriceForMinutes(7_500, 60, -5)).toThrow(RangeError);
    expect(() => labourPriceForMinutes(7_500, 60, Number.NaN)).toThrow(RangeError);
    expect(upliftBasisPoints(12.5)).toBe(1_250);
    expect(upliftBasisPoints(4.8)).toBe(480);
  });

  it('§4: a null uplift is the account default; 0 is no uplift', () => {
    expect(effectiveUplift(null, 15)).toBe(15);
    expect(effectiveUplift(undefined, 15)).toBe(15);
    expect(effectiveUplift(0, 15)).toBe(0);
    expect(effectiveUplift(5, 15)).toBe(5);
  });

  it('a job is charged its override, else its time after overlap, else its book time', () => {
    const pads = { time: '00:42', calculatedTime: '00:00', overrideTime: null, labourRate: mechanical };
    expect(jobLabourMinutes(pads)).toBe(0); // covered by the discs: no labour
    expect(jobLabourPrice(pads, 10)).toBe(0);
    expect(jobLabourMinutes({ ...pads, overrideTime: '00:20' })).toBe(20);
    expect(jobLabourPrice({ ...pads, overrideTime: '00:20' }, 0)).toBe(2_500);
    expect(jobLabourMinutes({ time: '01:06' })).toBe(66); // overlap not known yet
    expect(jobLabourMinutes({ time: '01:06', calculatedTime: null, overrideTime: null })).toBe(66);
  });

  it('a job with a time that is not HH:MM is reported, not priced at nothing', () => {
    expect(() => jobLabourPrice({ time: '1:06', labourRate: mechanical }, 0)).toThrow(/time/);
    expect(() => jobLabourPrice({ time: '01:06', overrideTime: '99', labourRate: mechanical }, 0)).toThrow(
      /overrideTime/,
    );
  });

  it('an uplift never lowers labour and 0 equals no uplift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 59_999 }),
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        (rate, minutes, uplift) => {
          const plain = labourPriceForMinutes(rate, minutes);
          expect(labourPriceForMinutes(rate, minutes, 0)).toBe(plain);
          expect(plain).toBe(Math.round((rate * minutes) / 60));
          expect(labourPriceForMinutes(rate, minutes, uplift)).toBeGreaterThanOrEqual(plain);
        },
      ),
    );
  });
});
