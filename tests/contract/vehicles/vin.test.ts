import { describe, expect, it } from 'vitest';
import {
  isValidVin,
  normaliseVin,
  vinCheckDigit,
  vinCheckDigitValid,
  vinMessages,
  vinModelYearCode,
} from '../../../contract/vehicles/vin';

describe('normaliseVin and isValidVin', () => {
  it('trims, uppercases and removes spaces and dashes', () => {
    expect(normaliseVin(' wvw-zzz au 3gw512345 ')).toBe('WVWZZZAU3GW512345');
    expect(normaliseVin('')).toBe('');
  });

  it('accepts 17 characters without I, O or Q', () => {
    expect(isValidVin('WF0NXXGC0KS712345')).toBe(true);
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
  });

  it('refuses other lengths, I, O, Q, punctuation and lower case', () => {
    for (const vin of [
      '',
      'WF0NXXGC0KS71234',
      'WF0NXXGC0KS7123456',
      'WF0NXXGC0KS71234I',
      'WFONXXGC0KS712345',
      'QF0NXXGC0KS712345',
      'WF0NXXGC0KS-12345',
      'wf0nxxgc0ks712345',
    ]) {
      expect(isValidVin(vin), vin).toBe(false);
    }
  });
});

describe('the check digit', () => {
  it('computes position 9 with the North American weights, 10 written X', () => {
    // The classic examples: 1M8GDM9AXKP042788 (X) and 1HGCM82633A004352 (3).
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    // Position 9 itself has weight 0: whatever it holds, the digit is the same.
    expect(vinCheckDigit('1HGCM826X3A004352')).toBe('3');
  });

  it('validates the demo VINs, whose check digits were computed', () => {
    for (const vin of [
      'WF0NXXGC0KS712345',
      'WVWZZZAU3GW512345',
      'SB1KZ3BE4K0012345',
      'U5YPX81CXTL123456',
      'TMBJJ7NE9H0214365',
    ]) {
      expect(vinCheckDigitValid(vin), vin).toBe(true);
    }
  });

  it('fails a European VIN that skips the check, which still is a valid VIN', () => {
    const european = 'WVWZZZ1KZAW123456';
    expect(isValidVin(european)).toBe(true);
    expect(vinCheckDigitValid(european)).toBe(false);
    expect(vinCheckDigit(european)).toBe('9');
  });

  it('is false for an invalid VIN, and refuses to compute one', () => {
    expect(vinCheckDigitValid('1M8GDM9AXKP04278')).toBe(false);
    expect(() => vinCheckDigit('1M8GDM9AXKP04278O')).toThrow(RangeError);
  });

  it('warns, and never refuses, in its messages', () => {
    expect(vinMessages.required).toBe('Please enter a VIN.');
    expect(vinMessages.invalid).toBe('Please enter a valid VIN: 17 letters and numbers, without I, O or Q.');
    expect(vinMessages.checkDigitWarning).toMatch(/check digit/);
  });
});

describe('vinModelYearCode', () => {
  it('gives position 10 for a year, repeating every 30 years', () => {
    expect(vinModelYearCode(1980)).toBe('A');
    expect(vinModelYearCode(2000)).toBe('Y');
    expect(vinModelYearCode(2001)).toBe('1');
    expect(vinModelYearCode(2009)).toBe('9');
    expect(vinModelYearCode(2010)).toBe('A');
    expect(vinModelYearCode(2016)).toBe('G');
    expect(vinModelYearCode(2019)).toBe('K');
    expect(vinModelYearCode(2026)).toBe('T');
    expect(vinModelYearCode(2027)).toBe('V');
    expect(() => vinModelYearCode(1979)).toThrow(RangeError);
  });
});
