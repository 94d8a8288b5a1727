import { describe, expect, it } from 'vitest';
import {
  ageIdentifierFor,
  ageIdentifierPeriod,
  formatRegistration,
  irishRegistrationYear,
  isValidRegistration,
  normaliseRegistration,
  registrationKind,
  registrationMessages,
} from '../../../contract/vehicles/registration';

describe('normaliseRegistration', () => {
  it('trims, uppercases and removes spaces and dashes from GB and other marks', () => {
    expect(normaliseRegistration(' wb19 kfd ')).toBe('WB19KFD');
    expect(normaliseRegistration('WB19-KFD')).toBe('WB19KFD');
    expect(normaliseRegistration('p123\tabc')).toBe('P123ABC');
    expect(normaliseRegistration('akz 1234')).toBe('AKZ1234');
    expect(normaliseRegistration('')).toBe('');
  });

  it('gives Irish marks their canonical dashed form, however they are typed', () => {
    for (const typed of ['191-D-12345', '191 D 12345', '191d12345', ' 191 - d - 12345 ', '191D-12345']) {
      expect(normaliseRegistration(typed), typed).toBe('191-D-12345');
    }
    expect(normaliseRegistration('05-D-123')).toBe('05-D-123');
    expect(normaliseRegistration('05d123')).toBe('05-D-123');
    expect(normaliseRegistration('131-KK-42')).toBe('131-KK-42');
    expect(normaliseRegistration('131kk42')).toBe('131-KK-42');
    expect(normaliseRegistration('99 lk 1')).toBe('99-LK-1');
    expect(normaliseRegistration('12 ts 4321')).toBe('12-TS-4321');
  });

  it('leaves marks that only look Irish as compact marks', () => {
    // No county XX; a half digit before 2013; a two-digit year after 2012.
    expect(normaliseRegistration('05-XX-123')).toBe('05XX123');
    expect(normaliseRegistration('121-D-5')).toBe('121D5');
    expect(normaliseRegistration('13-D-1')).toBe('13D1');
    expect(normaliseRegistration('05-D-0123')).toBe('05D0123');
  });
});

describe('isValidRegistration', () => {
  it('accepts 1 to 7 letters and digits: current, older, personal and Northern Ireland marks', () => {
    for (const vrm of ['WB19KFD', 'P123ABC', 'ABC123D', 'K7WBY', 'A1', '1', 'AKZ1234', 'LIZ543'])
      expect(isValidRegistration(vrm), vrm).toBe(true);
  });

  it('accepts canonical Irish marks of both forms', () => {
    for (const vrm of ['191-D-12345', '05-D-123', '131-KK-42', '242-WW-1', '98-TN-654321'])
      expect(isValidRegistration(vrm), vrm).toBe(true);
  });

  it('refuses empty, long, punctuated and unnormalised marks', () => {
    for (const vrm of [
      '',
      'WB19KFDX',
      'WB19.KFD',
      'WB19 KFD',
      'wb19kfd',
      'WB19-KFD',
      '191D12345',
      '191-D-1234567',
      '05-XX-123',
    ]) {
      expect(isValidRegistration(vrm), vrm).toBe(false);
    }
  });

  it('has the exact messages', () => {
    expect(registrationMessages).toEqual({
      required: 'Please enter a registration.',
      invalid:
        'Please enter a valid registration: 1 to 7 letters and numbers, or an Irish registration such as 191-D-12345.',
    });
  });
});

describe('registrationKind', () => {
  it('tells the GB formats apart', () => {
    expect(registrationKind('WB19KFD')).toBe('gb-current');
    expect(registrationKind('LA69ZZZ')).toBe('gb-current');
    expect(registrationKind('YA51ABC')).toBe('gb-current');
    expect(registrationKind('P123ABC')).toBe('gb-prefix');
    expect(registrationKind('K7WBY')).toBe('gb-prefix');
    expect(registrationKind('ABC123D')).toBe('gb-suffix');
    expect(registrationKind('WBY42T')).toBe('gb-suffix');
  });

  it('refuses I, Q and Z in a memory tag, I and Q in the random letters, and ages never issued', () => {
    expect(registrationKind('IB19KFD')).toBe('other');
    expect(registrationKind('WQ19KFD')).toBe('other');
    expect(registrationKind('ZB19KFD')).toBe('other');
    expect(registrationKind('WB19KFI')).toBe('other');
    expect(registrationKind('WB19QFD')).toBe('other');
    for (const age of ['00', '01', '50']) expect(registrationKind(`WB${age}KFD`), age).toBe('other');
  });

  it('recognises Northern Ireland marks by the I or Z of their code', () => {
    expect(registrationKind('AKZ1234')).toBe('northern-ireland');
    expect(registrationKind('LIZ543')).toBe('northern-ireland');
    expect(registrationKind('IA1')).toBe('northern-ireland');
    expect(registrationKind('OI99')).toBe('northern-ireland');
    expect(registrationKind('ABC1234')).toBe('other');
    expect(registrationKind('AKZ12345')).toBe('other');
  });

  it('recognises Irish marks, and calls anything else other', () => {
    expect(registrationKind('191-D-12345')).toBe('irish');
    expect(registrationKind('05-D-123')).toBe('irish');
    expect(registrationKind('A1')).toBe('other');
    expect(registrationKind('1ABC')).toBe('other');
    expect(registrationKind('')).toBe('other');
  });
});

describe('age identifiers', () => {
  it('decodes March–August and September–February identifiers', () => {
    expect(ageIdentifierPeriod('WB19KFD')).toEqual({ from: '2019-03-01', to: '2019-08-31' });
    expect(ageIdentifierPeriod('WB69KFD')).toEqual({ from: '2019-09-01', to: '2020-02-29' });
    expect(ageIdentifierPeriod('WB70KFD')).toEqual({ from: '2020-09-01', to: '2021-02-28' });
    expect(ageIdentifierPeriod('WB73KFD')).toEqual({ from: '2023-09-01', to: '2024-02-29' });
    expect(ageIdentifierPeriod('WB76KFD')).toEqual({ from: '2026-09-01', to: '2027-02-28' });
  });

  it('starts with 51 in September 2001, then 02 in March 2002', () => {
    expect(ageIdentifierPeriod('YA51ABC')).toEqual({ from: '2001-09-01', to: '2002-02-28' });
    expect(ageIdentifierPeriod('YA02ABC')).toEqual({ from: '2002-03-01', to: '2002-08-31' });
    expect(ageIdentifierPeriod('YA99ABC')).toEqual({ from: '2049-09-01', to: '2050-02-28' });
  });

  it('is null for marks that are not current GB ones', () => {
    for (const vrm of ['P123ABC', 'ABC123D', 'AKZ1234', '191-D-12345', 'K7WBY', 'WB19KFDX'])
      expect(ageIdentifierPeriod(vrm), vrm).toBeNull();
  });

  it('gives the identifier of a registration date', () => {
    expect(ageIdentifierFor('2019-05-14')).toBe('19');
    expect(ageIdentifierFor('2019-10-02')).toBe('69');
    expect(ageIdentifierFor('2020-01-15')).toBe('69');
    expect(ageIdentifierFor('2020-02-29')).toBe('69');
    expect(ageIdentifierFor('2020-03-01')).toBe('20');
    expect(ageIdentifierFor('2019-08-31')).toBe('19');
    expect(ageIdentifierFor('2019-09-01')).toBe('69');
    expect(ageIdentifierFor('2001-09-01')).toBe('51');
    expect(ageIdentifierFor('2002-02-28')).toBe('51');
    expect(ageIdentifierFor('2002-03-01')).toBe('02');
    expect(ageIdentifierFor('2009-12-31')).toBe('59');
    expect(ageIdentifierFor('2026-11-23')).toBe('76');
  });

  it('refuses dates the current format does not cover, and non-dates', () => {
    for (const date of ['2001-08-31', '2001-02-10', '2050-03-01', '2019-13-01', '2019-02-30', '12/03/2019', '']) {
      expect(() => ageIdentifierFor(date), date).toThrow(RangeError);
    }
  });

  it('round-trips: every day lies within the period of its own identifier', () => {
    for (let day = Date.UTC(2001, 8, 1); day <= Date.UTC(2027, 1, 28); day += 86_400_000 * 5) {
      const date = new Date(day).toISOString().slice(0, 10);
      const period = ageIdentifierPeriod(`WB${ageIdentifierFor(date)}KFD`);
      expect(period && date >= period.from && date <= period.to, date).toBe(true);
    }
  });
});

describe('irishRegistrationYear', () => {
  it('reads the year, the half and the county', () => {
    expect(irishRegistrationYear('191-D-12345')).toEqual({ year: 2019, half: 1, county: 'D' });
    expect(irishRegistrationYear('132-C-7')).toEqual({ year: 2013, half: 2, county: 'C' });
    expect(irishRegistrationYear('05-D-123')).toEqual({ year: 2005, half: null, county: 'D' });
    expect(irishRegistrationYear('99-LK-1')).toEqual({ year: 1999, half: null, county: 'LK' });
    expect(irishRegistrationYear('87-WD-4')).toEqual({ year: 1987, half: null, county: 'WD' });
    expect(irishRegistrationYear('12-KE-999999')).toEqual({ year: 2012, half: null, county: 'KE' });
  });

  it('is null for anything else', () => {
    for (const vrm of ['WB19KFD', '191D12345', '86-D-1', '121-D-5', '133-D-1', '191-XY-1'])
      expect(irishRegistrationYear(vrm), vrm).toBeNull();
  });
});

describe('formatRegistration', () => {
  it('spaces marks as they are printed', () => {
    expect(formatRegistration('WB19KFD')).toBe('WB19 KFD');
    expect(formatRegistration('P123ABC')).toBe('P123 ABC');
    expect(formatRegistration('K7WBY')).toBe('K7 WBY');
    expect(formatRegistration('ABC123D')).toBe('ABC 123D');
    expect(formatRegistration('AKZ1234')).toBe('AKZ 1234');
  });

  it('leaves Irish and other marks as they are', () => {
    expect(formatRegistration('191-D-12345')).toBe('191-D-12345');
    expect(formatRegistration('A1')).toBe('A1');
    expect(formatRegistration('WB19KFDX')).toBe('WB19KFDX');
  });
});
