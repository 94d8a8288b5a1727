import type { CountryCode } from './schemas';

/**
 * What a person typed into the store locator's box (trade-features §9), told apart without a
 * network call so the client and both geocoders agree:
 *
 * - a full UK postcode: 'ls53bt' → 'LS5 3BT';
 * - a UK outward code (district): 'LS5', 'M17', 'EC1A'; a partial postcode ('LS5 3', 'LS5 3B')
 *   is read as its district;
 * - a UK postcode area: 'LS', 'M';
 * - an Irish Eircode: 'A65 F4E2', 'D6W 1234' → routing key and unique identifier;
 * - an Eircode routing key alone: 'D12', 'T12', 'D6W';
 * - anything else: a town (or a place name), spaces tidied.
 *
 * UK postcodes follow Royal Mail's character rules (no Q, V, X first; no I, J, Z second; the
 * letters allowed after a digit in 'A9A' and 'AA9A' districts; the inward code's two letters
 * never C, I, K, M, O, V) and the area must be one of the 124 below. A regular expression and the
 * area list are enough here: contract/ imports only zod, so a parsing library (the `postcode`
 * package would fit) cannot be used on both sides, and nothing else needs one.
 *
 * Eircodes: a routing key (a letter of A C D E F H K N P R T V W X Y and two digits, or D6W) and
 * four characters of 0-9 and those letters. The format, not the list of 139 keys, decides the
 * kind, so an Eircode such as the well-known example 'A65 F4E2' is recognised; whether the key
 * is placed is the geocoder's business (EIRCODE_ROUTING_KEYS lists the real ones).
 *
 * One key is both a London district and an Irish routing key: W12 (Shepherd's Bush; Newbridge).
 * The chosen country decides it, GBR unless IRL is chosen. Other E, N and W keys are told apart
 * by the districts London actually has (E1–E18 and E20, N1–N22, W1–W14).
 */
export type PlaceQuery =
  | { kind: 'empty' }
  | { kind: 'postcode'; area: string; district: string; formatted: string }
  | { kind: 'district'; area: string; district: string; formatted: string }
  | { kind: 'area'; area: string; district: null; formatted: string }
  | { kind: 'eircode'; routingKey: string; formatted: string }
  | { kind: 'routing-key'; routingKey: string; formatted: string }
  | { kind: 'town'; name: string };

export type PlaceQueryKind = PlaceQuery['kind'];

/** The geographic postcode areas of the UK (121), with the Crown dependencies' GY, IM and JE. */
export const UK_POSTCODE_AREAS: readonly string[] = Object.freeze([
  'AB',
  'AL',
  'B',
  'BA',
  'BB',
  'BD',
  'BH',
  'BL',
  'BN',
  'BR',
  'BS',
  'BT',
  'CA',
  'CB',
  'CF',
  'CH',
  'CM',
  'CO',
  'CR',
  'CT',
  'CV',
  'CW',
  'DA',
  'DD',
  'DE',
  'DG',
  'DH',
  'DL',
  'DN',
  'DT',
  'DY',
  'E',
  'EC',
  'EH',
  'EN',
  'EX',
  'FK',
  'FY',
  'G',
  'GL',
  'GU',
  'GY',
  'HA',
  'HD',
  'HG',
  'HP',
  'HR',
  'HS',
  'HU',
  'HX',
  'IG',
  'IM',
  'IP',
  'IV',
  'JE',
  'KA',
  'KT',
  'KW',
  'KY',
  'L',
  'LA',
  'LD',
  'LE',
  'LL',
  'LN',
  'LS',
  'LU',
  'M',
  'ME',
  'MK',
  'ML',
  'N',
  'NE',
  'NG',
  'NN',
  'NP',
  'NR',
  'NW',
  'OL',
  'OX',
  'PA',
  'PE',
  'PH',
  'PL',
  'PO',
  'PR',
  'RG',
  'RH',
  'RM',
  'S',
  'SA',
  'SE',
  'SG',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SP',
  'SR',
  'SS',
  'ST',
  'SW',
  'SY',
  'TA',
  'TD',
  'TF',
  'TN',
  'TQ',
  'TR',
  'TS',
  'TW',
  'UB',
  'W',
  'WA',
  'WC',
  'WD',
  'WF',
  'WN',
  'WR',
  'WS',
  'WV',
  'YO',
  'ZE',
]);

/** The 139 Eircode routing keys (An Post): 138 of a letter and two digits, and D6W. */
export const EIRCODE_ROUTING_KEYS: readonly string[] = Object.freeze([
  'A41',
  'A42',
  'A45',
  'A63',
  'A67',
  'A75',
  'A81',
  'A82',
  'A83',
  'A84',
  'A85',
  'A86',
  'A91',
  'A92',
  'A94',
  'A96',
  'A98',
  'C15',
  'D01',
  'D02',
  'D03',
  'D04',
  'D05',
  'D06',
  'D6W',
  'D07',
  'D08',
  'D09',
  'D10',
  'D11',
  'D12',
  'D13',
  'D14',
  'D15',
  'D16',
  'D17',
  'D18',
  'D20',
  'D22',
  'D24',
  'E21',
  'E25',
  'E32',
  'E34',
  'E41',
  'E45',
  'E53',
  'E91',
  'F12',
  'F23',
  'F26',
  'F28',
  'F31',
  'F35',
  'F42',
  'F45',
  'F52',
  'F56',
  'F91',
  'F92',
  'F93',
  'F94',
  'H12',
  'H14',
  'H16',
  'H18',
  'H23',
  'H53',
  'H54',
  'H62',
  'H65',
  'H71',
  'H91',
  'K32',
  'K34',
  'K36',
  'K45',
  'K56',
  'K67',
  'K78',
  'N37',
  'N39',
  'N41',
  'N91',
  'P12',
  'P14',
  'P17',
  'P24',
  'P25',
  'P31',
  'P32',
  'P36',
  'P43',
  'P47',
  'P51',
  'P56',
  'P61',
  'P67',
  'P72',
  'P75',
  'P81',
  'P85',
  'R14',
  'R21',
  'R32',
  'R35',
  'R42',
  'R45',
  'R51',
  'R56',
  'R93',
  'R95',
  'T12',
  'T23',
  'T34',
  'T45',
  'T56',
  'V14',
  'V15',
  'V23',
  'V31',
  'V35',
  'V42',
  'V92',
  'V93',
  'V94',
  'V95',
  'W12',
  'W23',
  'W34',
  'W91',
  'X35',
  'X42',
  'X91',
  'Y14',
  'Y21',
  'Y25',
  'Y34',
  'Y35',
]);

const ukAreas = new Set(UK_POSTCODE_AREAS);
const routingKeys = new Set(EIRCODE_ROUTING_KEYS);

/** Outward code: area, then a digit and an optional digit or letter. */
const OUTWARD = /^([A-PR-UWYZ][A-HK-Y]?)(\d)([A-Z\d]?)$/;
/** Inward code: a digit and two letters other than C, I, K, M, O, V. */
const INWARD = /^\d[ABD-HJLNP-UW-Z]{2}$/;
/** After the digit of a one-letter area's 'A9A' district, and of a two-letter area's 'AA9A'. */
const ONE_LETTER_AREA_SUFFIX = /^[A-HJKPSTUW]$/;
const TWO_LETTER_AREA_SUFFIX = /^[ABEHMNPRVWXY]$/;

const ROUTING_KEY = /^([AC-FHKNPRTV-Y]\d{2}|D6W)$/;
const EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W)([\dAC-FHKNPRTV-Y]{4})$/;

/** The districts London's one-letter areas that Irish routing keys also start with really have. */
const LONDON_DISTRICT_NUMBERS: Readonly<Record<string, (n: number) => boolean>> = {
  E: (n) => (n >= 1 && n <= 18) || n === 20,
  N: (n) => (n >= 1 && n <= 22) || n === 81,
  W: (n) => n >= 1 && n <= 14,
};

/** A valid UK outward code as { area, district }, or null. */
function parseOutward(text: string): { area: string; district: string } | null {
  const match = OUTWARD.exec(text);
  if (!match) return null;
  const [, area = '', digit = '', tail = ''] = match;
  if (!ukAreas.has(area)) return null;
  if (/[A-Z]/.test(tail)) {
    const allowed = area.length === 1 ? ONE_LETTER_AREA_SUFFIX : TWO_LETTER_AREA_SUFFIX;
    if (!allowed.test(tail)) return null;
  }
  const numbered = LONDON_DISTRICT_NUMBERS[area];
  if (numbered && !/[A-Z]/.test(tail) && !numbered(Number(`${digit}${tail}`))) return null;
  return { area, district: `${area}${digit}${tail}` };
}

/** 'EC1A' → 'EC1', 'W1D' → 'W1': the district a sub-district belongs to; null for a plain one. */
export function parentDistrict(district: string): string | null {
  const match = /^([A-Z]{1,2}\d)[A-Z]$/.exec(district);
  return match?.[1] ?? null;
}

/** Whether a routing key is one of the 139 (any case, spaces ignored). */
export function isEircodeRoutingKey(text: string): boolean {
  return routingKeys.has(text.replace(/\s+/g, '').toUpperCase());
}

/** Whether a code is a UK postcode area (any case). */
export function isUkPostcodeArea(text: string): boolean {
  return ukAreas.has(text.trim().toUpperCase());
}

export function classifyPlaceQuery(text: string, country: CountryCode = 'GBR'): PlaceQuery {
  const tidy = text.replace(/[\s\u00A0]+/g, ' ').trim();
  if (!tidy) return { kind: 'empty' };
  const upper = tidy.toUpperCase();
  const compact = upper.replace(/ /g, '');

  // A full Eircode is 7 characters starting letter-digit-digit; a 7-character UK postcode starts
  // with two letters: they can never be confused.
  const eircode = EIRCODE.exec(compact);
  if (eircode) {
    const [, routingKey = '', identifier = ''] = eircode;
    return { kind: 'eircode', routingKey, formatted: `${routingKey} ${identifier}` };
  }

  if (compact.length >= 5 && compact.length <= 7 && INWARD.test(compact.slice(-3))) {
    const outward = parseOutward(compact.slice(0, -3));
    if (outward) return { kind: 'postcode', ...outward, formatted: `${outward.district} ${compact.slice(-3)}` };
  }

  // A partial postcode, outward code then the start of the inward one: 'LS5 3', 'LS5 3B'.
  const partial = /^(\S+) \d[A-Z]?$/.exec(upper);
  const partialOutward = partial?.[1] ? parseOutward(partial[1]) : null;
  if (partialOutward) return { kind: 'district', ...partialOutward, formatted: partialOutward.district };

  const isRoutingKey = ROUTING_KEY.test(compact);
  const outward = parseOutward(compact);
  if (isRoutingKey && (!outward || country === 'IRL')) {
    return { kind: 'routing-key', routingKey: compact, formatted: compact };
  }
  if (outward) return { kind: 'district', ...outward, formatted: outward.district };

  if (ukAreas.has(compact) && compact === upper)
    return { kind: 'area', area: compact, district: null, formatted: compact };
  return { kind: 'town', name: tidy };
}
