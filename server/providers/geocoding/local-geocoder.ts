import { classifyPlaceQuery, parentDistrict, type PlaceQuery } from '../../../contract/locations/place-query';
import type { CountryCode } from '../../../contract/locations/schemas';
import { routingKeys } from './data/eircodes';
import { postcodeAreas, type PlaceRow } from './data/postcode-areas';
import { postcodeDistricts } from './data/postcode-districts';
import { towns } from './data/towns';
import type { GeocodingProvider, Place } from './geocoding-provider';

/**
 * The default geocoder: answers from tables held here (data/), so the store locator works with
 * no outside service, no key and no network.
 *
 * - A full UK postcode is placed at its district; a district at its own centre; a sub-district
 *   ('EC1A', 'W1D') at its district when it is not listed itself; a district that is not listed
 *   at its area, with kind 'area'.
 * - An Eircode or a routing key is placed at the routing key's town (kind 'eircode').
 * - A town is matched by name, forgiving case, accents, punctuation, 'St'/'Saint'/'St.',
 *   apostrophes, hyphens and 'upon'/'on' ('Newcastle-upon-Tyne', 'Stoke on Trent', 'Kings Lynn',
 *   'Dun Laoghaire'). 'Derry~Londonderry', 'Leeds, West Yorkshire' and 'Galway, Ireland' try each
 *   part in turn. A name both countries have goes to the chosen country's place.
 */
export function townKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\b(upon|on)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface TownEntry {
  name: string;
  latitude: number;
  longitude: number;
  country: CountryCode;
}

// Built once from the towns shipped with the code: fixed data, never stale, the same in every instance.
const townIndex = new Map<string, TownEntry[]>();
for (const [name, latitude, longitude, country, aliases = []] of towns) {
  const entry = { name, latitude, longitude, country };
  for (const key of new Set([name, ...aliases].map(townKey))) {
    const entries = townIndex.get(key) ?? [];
    // One place per name and country: the first listed is the one meant.
    if (!entries.some((other) => other.country === country)) entries.push(entry);
    townIndex.set(key, entries);
  }
}

const row = (table: Readonly<Record<string, PlaceRow>>, key: string | null | undefined): PlaceRow | undefined =>
  key && Object.hasOwn(table, key) ? table[key] : undefined;

function findTown(text: string, country: CountryCode | undefined): TownEntry | undefined {
  const candidates = [text, ...text.split(/[,/~]|\s+-\s+/)].map((part) => townKey(part)).filter(Boolean);
  for (const key of candidates) {
    const entries = townIndex.get(key);
    if (!entries?.length) continue;
    return entries.find((entry) => entry.country === country) ?? entries[0];
  }
  return undefined;
}

function placeUk(query: Extract<PlaceQuery, { kind: 'postcode' | 'district' | 'area' }>): Place | null {
  const district =
    query.kind === 'area'
      ? undefined
      : (row(postcodeDistricts, query.district) ?? row(postcodeDistricts, parentDistrict(query.district)));
  if (district && query.kind !== 'area') {
    const [latitude, longitude, name] = district;
    return { name: `${query.formatted} (${name})`, latitude, longitude, country: 'GBR', kind: query.kind };
  }
  const area = row(postcodeAreas, query.area);
  if (!area) return null;
  const [latitude, longitude, name] = area;
  return { name: `${query.formatted} (${name})`, latitude, longitude, country: 'GBR', kind: 'area' };
}

/** The answer of the local tables, synchronously (the provider below wraps it). */
export function lookupLocalPlace(text: string, country?: CountryCode): Place | null {
  const query = classifyPlaceQuery(text, country);
  switch (query.kind) {
    case 'empty':
      return null;
    case 'eircode':
    case 'routing-key': {
      const key = row(routingKeys, query.routingKey);
      if (!key) return null;
      const [latitude, longitude, town] = key;
      return { name: `${query.formatted} (${town})`, latitude, longitude, country: 'IRL', kind: 'eircode' };
    }
    case 'postcode':
    case 'district':
    case 'area':
      return placeUk(query);
    case 'town': {
      const town = findTown(query.name, country);
      return town ? { ...town, kind: 'town' } : null;
    }
  }
}

export function createLocalGeocoder(): GeocodingProvider {
  return {
    async geocode(query, options = {}) {
      return lookupLocalPlace(query, options.country);
    },
  };
}
