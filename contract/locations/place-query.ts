/**
 * What someone typed into the store locator: a full UK postcode ('LS5 3BT'), a district ('LS5',
 * 'EC1A'), an area ('LS'), an Irish Eircode ('D12 YX76', 'D6W 1234') or routing key ('D12'),
 * or a town. A few keys are both a London district and an Irish routing key (W12, E21 is not):
 * the chosen country decides.
 */
export type PlaceQuery =
  | { kind: 'empty' }
  | { kind: 'postcode'; area: string; district: string; formatted: string }
  | { kind: 'district'; area: string; district: string; formatted: string }
  | { kind: 'area'; area: string; district: null; formatted: string }
  | { kind: 'eircode'; routingKey: string; formatted: string }
  | { kind: 'routing-key'; routingKey: string; formatted: string }
  | { kind: 'town'; name: string };

const FULL_POSTCODE = /^([A-Z]{1,2})(\d[A-Z\d]?)(\d[ABD-HJLNP-UW-Z]{2})$/;
const DISTRICT = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;
const AREA = /^[A-Z]{1,2}$/;
const ROUTING_KEY = /^([AC-FHKNPRTV-Y]\d{2}|D6W)$/;
const EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W)([0-9AC-FHKNPRTV-Y]{4})$/;
/** The UK's one-letter postcode areas; any other single letter before digits is Irish. */
const UK_SINGLE_LETTER_AREAS = new Set(['B', 'E', 'G', 'L', 'M', 'N', 'S', 'W']);
const isUkArea = (area: string | undefined) => area !== undefined && (area.length === 2 || UK_SINGLE_LETTER_AREAS.has(area));

export function classifyPlaceQuery(text: string, country: 'GBR' | 'IRL' = 'GBR'): PlaceQuery {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const compact = trimmed.toUpperCase().replace(/\s+/g, '');
  const eircode = EIRCODE.exec(compact);
  const fullMatch = FULL_POSTCODE.exec(compact);
  const full = fullMatch && isUkArea(fullMatch[1]) ? fullMatch : null;
  if (eircode && (!full || country === 'IRL')) {
    return { kind: 'eircode', routingKey: eircode[1] ?? '', formatted: `${eircode[1]} ${eircode[2]}` };
  }
  if (full) {
    const district = `${full[1]}${full[2]}`;
    return { kind: 'postcode', area: full[1] ?? '', district, formatted: `${district} ${full[3]}` };
  }
  const districtMatch = DISTRICT.exec(compact);
  const district = districtMatch && isUkArea(districtMatch[1]) ? districtMatch : null;
  if (ROUTING_KEY.test(compact) && (!district || country === 'IRL')) {
    return { kind: 'routing-key', routingKey: compact, formatted: compact };
  }
  if (district) return { kind: 'district', area: district[1] ?? '', district: compact, formatted: compact };
  if (AREA.test(compact)) return { kind: 'area', area: compact, district: null, formatted: compact };
  return { kind: 'town', name: trimmed };
}
