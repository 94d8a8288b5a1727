/**
 * Registration marks of the UK and Ireland (providers.md "Registration and VIN formats").
 *
 * A lookup accepts any 1–7 letters and digits, because older, personal and Northern Ireland
 * marks are all valid; the strict patterns below only tell the kinds apart, decode a current
 * GB mark's age and format a mark for display. Irish marks keep their dashes ('191-D-12345'):
 * without them '131KK42' cannot be read back by a person.
 *
 * The functions other than normaliseRegistration expect a normalised mark.
 */
export type RegistrationKind = 'gb-current' | 'gb-prefix' | 'gb-suffix' | 'northern-ireland' | 'irish' | 'other';

export const registrationMessages = {
  required: 'Please enter a registration.',
  invalid:
    'Please enter a valid registration: 1 to 7 letters and numbers, or an Irish registration such as 191-D-12345.',
} as const;

/**
 * Irish county (and city) codes. L, T and W replaced LK (Limerick), TN and TS (Tipperary North
 * and South) and WD (Waterford) in 2014; older plates still carry them, so all are accepted.
 */
export const irishCountyCodes = [
  'C',
  'CE',
  'CN',
  'CW',
  'D',
  'DL',
  'G',
  'KE',
  'KK',
  'KY',
  'L',
  'LD',
  'LH',
  'LM',
  'LS',
  'MH',
  'MN',
  'MO',
  'OY',
  'RN',
  'SO',
  'T',
  'W',
  'WH',
  'WX',
  'WW',
  'LK',
  'TN',
  'TS',
  'WD',
] as const;
const counties = new Set<string>(irishCountyCodes);

const GB_CURRENT = /^[A-HJ-PR-Y]{2}(0[2-9]|[1-4]\d|5[1-9]|[6-9]\d)[A-HJ-PR-Z]{3}$/;
// Prefix (1983–2001): age letter, 1–3 digits, three letters. Suffix (1963–1983): three letters,
// 1–3 digits, age letter. Age letters skip I, O, Q, U and Z; area letters skip I, Q and Z
// (I and Z are Northern Ireland's).
const GB_PREFIX = /^[A-HJ-NPR-Y][1-9]\d{0,2}[A-HJ-PR-Y]{3}$/;
const GB_SUFFIX = /^[A-HJ-PR-Y]{3}[1-9]\d{0,2}[A-HJ-NPR-Y]$/;
// Northern Ireland: an optional serial letter, a two-letter code holding I or Z ('KZ', 'IA'),
// then up to four digits: 'AKZ1234', 'LIZ543'.
const NORTHERN_IRELAND = /^[A-HJ-PR-Y]?([A-Z]{2})[1-9]\d{0,3}$/;
const COMPACT = /^[A-Z0-9]{1,7}$/;
const IRISH_COMPACT = /^(\d{2})([12])?([A-Z]{1,2})([1-9]\d{0,5})$/;

interface IrishMark {
  year: number;
  half: 1 | 2 | null;
  county: string;
  canonical: string;
}

/** The Irish reading of a mark with its separators removed, or null. */
function parseIrish(compact: string): IrishMark | null {
  const match = IRISH_COMPACT.exec(compact);
  if (!match) return null;
  const [, yy = '', halfDigit, county = '', sequence = ''] = match;
  if (!counties.has(county)) return null;
  const twoDigits = Number(yy);
  if (halfDigit) {
    // 'YYH' began in 2013 (the "131" plates).
    if (twoDigits < 13) return null;
    return {
      year: 2000 + twoDigits,
      half: halfDigit === '1' ? 1 : 2,
      county,
      canonical: `${yy}${halfDigit}-${county}-${sequence}`,
    };
  }
  // 'YY' ran from 1987 to 2012.
  if (twoDigits >= 13 && twoDigits < 87) return null;
  return {
    year: twoDigits >= 87 ? 1900 + twoDigits : 2000 + twoDigits,
    half: null,
    county,
    canonical: `${yy}-${county}-${sequence}`,
  };
}

function canonicalIrish(normalised: string): IrishMark | null {
  const irish = parseIrish(normalised.replace(/-/g, ''));
  return irish && irish.canonical === normalised ? irish : null;
}

/** ' wb19 kfd ' → 'WB19KFD'; '191 d 12345' → '191-D-12345'; 'WB19-KFD' → 'WB19KFD'. */
export function normaliseRegistration(input: string): string {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  return parseIrish(compact)?.canonical ?? compact;
}

export function isValidRegistration(normalised: string): boolean {
  return COMPACT.test(normalised) || canonicalIrish(normalised) !== null;
}

export function registrationKind(normalised: string): RegistrationKind {
  if (canonicalIrish(normalised)) return 'irish';
  if (GB_CURRENT.test(normalised)) return 'gb-current';
  if (GB_PREFIX.test(normalised)) return 'gb-prefix';
  if (GB_SUFFIX.test(normalised)) return 'gb-suffix';
  const northernIreland = NORTHERN_IRELAND.exec(normalised);
  if (northernIreland?.[1] && /[IZ]/.test(northernIreland[1])) return 'northern-ireland';
  return 'other';
}

const pad = (value: number) => String(value).padStart(2, '0');
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A current GB mark's age identifier as dates: '19' is 1 March–31 August 2019, '69' is
 * 1 September 2019–29 February 2020. Null for other kinds of mark.
 */
export function ageIdentifierPeriod(normalised: string): { from: string; to: string } | null {
  if (registrationKind(normalised) !== 'gb-current') return null;
  const age = Number(normalised.slice(2, 4));
  if (age < 50) {
    const year = 2000 + age;
    return { from: `${year}-03-01`, to: `${year}-08-31` };
  }
  const year = 2000 + age - 50;
  return { from: `${year}-09-01`, to: `${year + 1}-02-${isLeapYear(year + 1) ? 29 : 28}` };
}

/**
 * The age identifier a car first registered on this date gets: '2019-05-14' → '19',
 * '2019-10-02' and '2020-01-15' → '69'. The scheme runs from September 2001 ('51'); DVLA has
 * not said what follows February 2050 ('99'), so dates outside that range throw.
 */
export function ageIdentifierFor(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (new Date(Date.UTC(year, month - 1, Number(match[3]))).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  const age = month >= 3 && month <= 8 ? year - 2000 : month >= 9 ? year - 2000 + 50 : year - 1 - 2000 + 50;
  if (age < 2 || age > 99 || age === 50) throw new RangeError(`No current-format age identifier for ${date}`);
  return pad(age);
}

/** '191-D-12345' → { year: 2019, half: 1, county: 'D' }; '05-D-123' → { year: 2005, half: null, … }. */
export function irishRegistrationYear(normalised: string): { year: number; half: 1 | 2 | null; county: string } | null {
  const irish = canonicalIrish(normalised);
  return irish ? { year: irish.year, half: irish.half, county: irish.county } : null;
}

/**
 * For display: 'WB19 KFD', 'P123 ABC', 'ABC 123D', Northern Ireland 'AKZ 1234' (as the plates
 * are printed), Irish marks with their dashes, anything else as it is.
 */
export function formatRegistration(normalised: string): string {
  switch (registrationKind(normalised)) {
    case 'gb-current':
      return `${normalised.slice(0, 4)} ${normalised.slice(4)}`;
    case 'gb-prefix':
      return `${normalised.slice(0, -3)} ${normalised.slice(-3)}`;
    case 'gb-suffix':
      return `${normalised.slice(0, 3)} ${normalised.slice(3)}`;
    case 'northern-ireland':
      return normalised.replace(/^([A-Z]+)(\d+)$/, '$1 $2');
    default:
      return normalised;
  }
}
