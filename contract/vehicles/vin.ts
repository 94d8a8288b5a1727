/**
 * Vehicle identification numbers (providers.md "Registration and VIN formats"): 17 characters
 * without I, O or Q. Position 9 is a check digit in North America; European makers often put
 * something else there, so a failed check is a warning shown beside the field, never a
 * reason to refuse the VIN.
 */
export const vinMessages = {
  required: 'Please enter a VIN.',
  invalid: 'Please enter a valid VIN: 17 letters and numbers, without I, O or Q.',
  checkDigitWarning:
    'The check digit of this VIN does not match. ' +
    'Many European vehicles do not use one, so please compare the VIN with the vehicle.',
} as const;

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
/** Position 10's model-year codes: 1980 'A' … 2000 'Y', 2001 '1' … 2009 '9', 2010 'A' again. */
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** ' wvw-zzz au zkw 123456 ' → 'WVWZZZAUZKW123456'. */
export function normaliseVin(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

export function isValidVin(vin: string): boolean {
  return VIN.test(vin);
}

/** The check digit position 9 should hold: '0'–'9' or 'X'. Throws for a string that is not a valid VIN. */
export function vinCheckDigit(vin: string): string {
  if (!isValidVin(vin)) throw new RangeError(`Not a valid VIN: ${vin}`);
  let sum = 0;
  for (const [index, char] of [...vin].entries()) {
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** False also for an invalid VIN; a valid one failing the check is still valid (see vinMessages.checkDigitWarning). */
export function vinCheckDigitValid(vin: string): boolean {
  return isValidVin(vin) && vin[8] === vinCheckDigit(vin);
}

/** The model-year code of position 10: 2019 → 'K', 2026 → 'T'. The codes repeat every 30 years. */
export function vinModelYearCode(year: number): string {
  if (!Number.isInteger(year) || year < 1980) throw new RangeError(`No VIN model-year code for ${year}`);
  return MODEL_YEAR_CODES[(year - 1980) % MODEL_YEAR_CODES.length] ?? '';
}
