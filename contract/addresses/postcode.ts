import { classifyPlaceQuery } from '../locations/schemas';
import { countryByCode } from './countries';

/**
 * Postcodes of an address, checked and written the one way per country, on both sides: the
 * client's form says what is wrong before sending, and the server stores the normalised form.
 *
 * - UK (GB): Royal Mail's six shapes (A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA, AA9A 9AA) with
 *   their letter rules and the 124 areas (contract/locations/place-query.ts, one parser for the
 *   store locator and addresses), plus Girobank's GIR 0AA. BFPO numbers are not taken. Written in
 *   capitals with one space before the inward code: 'ls14ap' → 'LS1 4AP'.
 * - The Crown dependencies use UK-shaped postcodes of their own areas: Guernsey GY, Isle of Man
 *   IM, Jersey JE. A GB address cannot have one (it is another country here), nor they a GB one.
 * - Ireland (IE): an Eircode, a routing key (a letter and two digits, or D6W) and a four-character
 *   unique identifier, written 'D02 X285'. The format decides, not the list of 139 routing keys,
 *   so An Post's example A65 F4E2 is taken.
 * - The EU billing countries: their national formats ('75008', '1012 AB', '1100-148').
 */
export type PostcodeCheck = { valid: true; postcode: string } | { valid: false; message: string };

export const postcodeMessages = {
  missing: 'Enter a postcode',
  missingEircode: 'Enter an Eircode',
  uk: 'Enter a valid UK postcode, like LS1 4AP',
  eircode: 'Enter a valid Eircode, like D02 X285',
  crownDependency: (country: string, example: string) => `Enter a valid ${country} postcode, like ${example}`,
  other: (country: string, example: string) => `Enter a valid postcode for ${country}, like ${example}`,
  eircodeInUk: 'This is an Eircode: choose Ireland as the country, or enter a UK postcode, like LS1 4AP',
  ukInIreland: 'This is a UK postcode: choose United Kingdom as the country, or enter an Eircode, like D02 X285',
  wrongCrownDependency: (country: string) => `This postcode is in ${country}: choose ${country} as the country`,
} as const;

/** The Crown dependencies' postcode areas. */
const CROWN_AREAS: Readonly<Record<string, { code: string; example: string }>> = {
  GY: { code: 'GG', example: 'GY1 1AA' },
  IM: { code: 'IM', example: 'IM1 1AD' },
  JE: { code: 'JE', example: 'JE2 4WE' },
};
const crownAreaOf = (code: string) => Object.keys(CROWN_AREAS).find((area) => CROWN_AREAS[area]?.code === code);

/** National formats of the billing-only EU countries: compact pattern, how to write it, an example. */
const NATIONAL: Readonly<Record<string, { pattern: RegExp; write: (compact: string) => string; example: string }>> = {
  BE: { pattern: /^[1-9]\d{3}$/, write: (c) => c, example: '1000' },
  DE: { pattern: /^\d{5}$/, write: (c) => c, example: '10115' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, write: (c) => c, example: '28013' },
  FR: { pattern: /^\d{5}$/, write: (c) => c, example: '75008' },
  IT: { pattern: /^\d{5}$/, write: (c) => c, example: '00184' },
  NL: { pattern: /^[1-9]\d{3}[A-Z]{2}$/, write: (c) => `${c.slice(0, 4)} ${c.slice(4)}`, example: '1012 AB' },
  PL: { pattern: /^\d{5}$/, write: (c) => `${c.slice(0, 2)}-${c.slice(2)}`, example: '00-950' },
  PT: { pattern: /^[1-9]\d{6}$/, write: (c) => `${c.slice(0, 4)}-${c.slice(4)}`, example: '1100-148' },
};

/** Upper case without spaces or hyphens: what the patterns above and below are matched against. */
const compactOf = (text: string) => text.toUpperCase().replace(/[\s\u00A0-]+/g, '');

/** A UK-shaped postcode (any of the 124 areas, or GIR 0AA) as { area, postcode }, or null. */
export function parseUkPostcode(text: string): { area: string; postcode: string } | null {
  if (/-/.test(text)) return null;
  if (compactOf(text) === 'GIR0AA') return { area: 'GIR', postcode: 'GIR 0AA' };
  const place = classifyPlaceQuery(text);
  return place.kind === 'postcode' ? { area: place.area, postcode: place.formatted } : null;
}

/** An Eircode written 'D02 X285', or null. */
export function normaliseEircode(text: string): string | null {
  if (/-/.test(text)) return null;
  const place = classifyPlaceQuery(text, 'IRL');
  return place.kind === 'eircode' ? place.formatted : null;
}

/** Checks a postcode for an address in `countryCode` and writes it the country's way. */
export function checkPostcode(countryCode: string, text: string): PostcodeCheck {
  const invalid = (message: string): PostcodeCheck => ({ valid: false, message });
  if (!text.trim()) return invalid(countryCode === 'IE' ? postcodeMessages.missingEircode : postcodeMessages.missing);

  if (countryCode === 'IE') {
    const eircode = normaliseEircode(text);
    if (eircode) return { valid: true, postcode: eircode };
    return invalid(parseUkPostcode(text) ? postcodeMessages.ukInIreland : postcodeMessages.eircode);
  }

  const uk = parseUkPostcode(text);
  const crownArea = uk ? CROWN_AREAS[uk.area] : undefined;
  if (countryCode === 'GB') {
    if (uk && !crownArea) return { valid: true, postcode: uk.postcode };
    if (crownArea)
      return invalid(postcodeMessages.wrongCrownDependency(countryByCode(crownArea.code)?.name ?? crownArea.code));
    return invalid(normaliseEircode(text) ? postcodeMessages.eircodeInUk : postcodeMessages.uk);
  }

  const ownArea = crownAreaOf(countryCode);
  if (ownArea) {
    if (uk?.area === ownArea) return { valid: true, postcode: uk.postcode };
    const name = countryByCode(countryCode)?.name ?? countryCode;
    return invalid(postcodeMessages.crownDependency(name, CROWN_AREAS[ownArea]?.example ?? ''));
  }

  const national = NATIONAL[countryCode];
  if (national) {
    const compact = compactOf(text);
    if (national.pattern.test(compact)) return { valid: true, postcode: national.write(compact) };
    return invalid(postcodeMessages.other(countryByCode(countryCode)?.name ?? countryCode, national.example));
  }
  // A country without a rule here is refused by the country check; keep what was typed, tidied.
  return { valid: true, postcode: text.trim().replace(/\s+/g, ' ').toUpperCase() };
}
