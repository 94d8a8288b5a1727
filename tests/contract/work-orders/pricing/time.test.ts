import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TIME_MINUTES,
  hundredthsToMinutes,
  hundredthsToTime,
  isWorkOrderTime,
  minutesOfTime,
  minutesToHundredths,
  readTypedTime,
  requireMinutes,
  timeOfMinutes,
  timeToHundredths,
} from '../../../../contract/work-orders/pricing/time';

describe('work-order time: HH:MM and hundredths of an hour', () => {
  it('reads repair data the way providers.md gives it: 125 hundredths = 1 h 15 min', () => {
    expect(hundredthsToTime(125)).toBe('01:15');
    expect(hundredthsToTime(110)).toBe('01:06'); // front discs and pads, 1.10 h
    expect(hundredthsToTime(70)).toBe('00:42'); // front pads, 0.70 h
    expect(hundredthsToTime(0)).toBe('00:00'); // a task covered by other work
    expect(hundredthsToTime(250)).toBe('02:30');
    expect(timeToHundredths('01:15')).toBe(125);
    expect(timeToHundredths('01:06')).toBe(110);
    expect(timeToHundredths('00:42')).toBe(70);
  });

  it('rounds to the nearest minute and the nearest hundredth', () => {
    expect(hundredthsToTime(83)).toBe('00:50'); // 49.8 minutes
    expect(hundredthsToTime(1)).toBe('00:01'); // 36 seconds
    expect(hundredthsToMinutes(2)).toBe(1); // 1.2 minutes
    expect(minutesToHundredths(1)).toBe(2); // 1.67 hundredths
    expect(minutesToHundredths(2)).toBe(3); // 3.33 hundredths
  });

  it('reads HH:MM as the schema does: two or three digits of hours, minutes 00 to 59', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('999:59')).toBe(MAX_TIME_MINUTES);
    expect(isWorkOrderTime('12:30')).toBe(true);
    for (const bad of ['1:15', '01:5', '01:60', '', 'ab:cd', '1000:00', '-01:00', ' 01:00', '01.30', '01:30:00']) {
      expect(minutesOfTime(bad), bad).toBeNull();
      expect(timeToHundredths(bad), bad).toBeNull();
      expect(isWorkOrderTime(bad), bad).toBe(false);
    }
    expect(isWorkOrderTime(75)).toBe(false);
  });

  it('a bad time a price needs is a RangeError naming the field, never NaN or 0', () => {
    expect(() => requireMinutes('1:5', 'overrideTime')).toThrow(/overrideTime/);
    expect(() => requireMinutes('', 'time')).toThrow(RangeError);
    expect(requireMinutes('01:30', 'time')).toBe(90);
  });

  it('writes minutes as HH:MM and refuses what HH:MM cannot hold', () => {
    expect(timeOfMinutes(75)).toBe('01:15');
    expect(timeOfMinutes(600)).toBe('10:00');
    expect(timeOfMinutes(6000)).toBe('100:00');
    for (const bad of [-1, 1.5, Number.NaN, MAX_TIME_MINUTES + 1]) expect(() => timeOfMinutes(bad)).toThrow(RangeError);
    expect(() => hundredthsToMinutes(-5)).toThrow(RangeError);
    expect(() => hundredthsToMinutes(12.5)).toThrow(RangeError);
  });

  it('tidies what a person typed into HH:MM, or says it is not a time', () => {
    expect(readTypedTime('1:30')).toBe('01:30');
    expect(readTypedTime(' 02:05 ')).toBe('02:05');
    expect(readTypedTime('123:45')).toBe('123:45');
    expect(readTypedTime('1.5')).toBeNull();
    expect(readTypedTime('1:5')).toBeNull();
    expect(readTypedTime('')).toBeNull();
  });

  it('minutes → hundredths → minutes gives the minutes back, within half a hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIME_MINUTES }), (minutes) => {
        const hundredths = minutesToHundredths(minutes);
        expect(Math.abs(hundredths * 60 - minutes * 100)).toBeLessThanOrEqual(30);
        expect(hundredthsToMinutes(hundredths)).toBe(minutes);
        expect(minutesOfTime(timeOfMinutes(minutes))).toBe(minutes);
      }),
    );
  });

  it('hundredths → minutes is within half a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (hundredths) => {
        expect(Math.abs(hundredthsToMinutes(hundredths) * 100 - hundredths * 60)).toBeLessThanOrEqual(50);
      }),
    );
  });
});
