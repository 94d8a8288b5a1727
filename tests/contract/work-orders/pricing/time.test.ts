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

  it('reads a time as a person types it: an hour and a half in every form', () => {
    const read: [string, string][] = [
      ['1:30', '01:30'],
      ['01:30', '01:30'],
      [' 02:05 ', '02:05'],
      ['123:45', '123:45'],
      ['0:45', '00:45'],
      ['1.5', '01:30'],
      ['1,5', '01:30'],
      ['1.25', '01:15'],
      ['1.30', '01:18'], // 1.3 hours, as a book time reads: the colon says hours and minutes
      ['0.01', '00:01'], // 36 seconds, to the nearest minute
      ['0.0083', '00:00'], // 29.9 seconds
      ['1.175', '01:11'], // 70.5 minutes: a half minute goes up, exactly, not by a float's error
      ['0.5', '00:30'],
      ['1.5h', '01:30'],
      ['2 hours', '02:00'],
      ['90m', '01:30'],
      ['90 min', '01:30'],
      ['90 mins', '01:30'],
      ['90 minutes', '01:30'],
      ['90M', '01:30'],
      ['45m', '00:45'],
      ['0m', '00:00'],
      ['1h30', '01:30'],
      ['1h 30m', '01:30'],
      ['1 h 30', '01:30'],
      ['1hr 30mins', '01:30'],
      ['1H05', '01:05'],
      ['1h 5m', '01:05'],
      ['2h', '02:00'],
      ['130h', '130:00'],
      ['2', '02:00'], // a number without a unit is hours
      ['10', '10:00'],
      ['0', '00:00'],
      ['999:59', '999:59'],
      ['999.99h', '999:59'],
      ['59999m', '999:59'],
    ];
    for (const [typed, time] of read) expect(readTypedTime(typed), typed).toBe(time);
  });

  it('refuses what is not a time, could be read two ways, or is more than 999:59', () => {
    const refused = [
      '',
      '   ',
      'abc',
      'h',
      '1:5', // 1:05 or 1:50
      '1:60',
      '1:75',
      '1h5', // as '1:5'
      '1h 60m',
      '130', // 1:30 without its colon, or 130 hours
      ':45', // a lost first digit must not shrink the time
      '.5',
      '1.',
      '-1',
      '-1:30',
      '1.5.5',
      '1,5,5',
      '1.5m', // no seconds
      '1.5h30',
      '1:30:00',
      '1 30',
      '1:30h',
      '1000:00',
      '1000h',
      '999.995h', // rounds to 1000:00
      '999.99', // three digits of hours need their unit
      '60000m',
      '1.3333333', // more than six decimals
      '½',
      '１:30',
    ];
    for (const typed of refused) expect(readTypedTime(typed), typed).toBeNull();
  });

  it('reads back every time it writes, in every form, as the same minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIME_MINUTES }), (minutes) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        const mm = String(rest).padStart(2, '0');
        const time = timeOfMinutes(minutes);
        expect(readTypedTime(time)).toBe(time);
        expect(readTypedTime(`${hours}:${mm}`)).toBe(time);
        expect(readTypedTime(`${hours}h${mm}m`)).toBe(time);
        expect(readTypedTime(`${hours} h ${rest} min`)).toBe(time);
        expect(readTypedTime(`${minutes}m`)).toBe(time);
        // Decimal hours to four places are within 0.36 s of the minute: read back exactly.
        expect(readTypedTime(`${(minutes / 60).toFixed(4)}h`)).toBe(time);
        expect(readTypedTime(`${(minutes / 60).toFixed(4).replace('.', ',')} hours`)).toBe(time);
      }),
    );
  });

  it('reads decimal hours to the nearest minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999_999 }), (hours, millionths) => {
        const typed = `${hours}.${String(millionths).padStart(6, '0')}`;
        const minutes = minutesOfTime(readTypedTime(typed) ?? '');
        expect(minutes).not.toBeNull();
        expect(Math.abs((minutes ?? 0) - (hours + millionths / 1e6) * 60)).toBeLessThanOrEqual(0.5);
      }),
    );
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
