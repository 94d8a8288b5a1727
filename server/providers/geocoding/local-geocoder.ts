import { classifyPlaceQuery } from '../../../contract/locations/place-query';
import { postcodeAreas, postcodeDistricts } from './data/postcode-areas';
import { routingKeys } from './data/eircodes';
import { towns } from './data/towns';
import type { GeocodingProvider, Place } from './geocoding-provider';

/** Town names compare without case, accents, punctuation, 'Saint'/'St' or 'upon'/'on'. */
const townKey = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/~/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(upon|on)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const townIndex = new Map(towns.map(([name, latitude, longitude, country]) => [townKey(name), { name, latitude, longitude, country }]));

/**
 * The default geocoder: answers from tables held here (towns, UK postcode areas and districts,
 * Eircode routing keys), so the store locator works with no outside service and no network.
 */
export function createLocalGeocoder(): GeocodingProvider {
  return {
    async geocode(query, options = {}) {
      const parsed = classifyPlaceQuery(query, options.country);
      if (parsed.kind === 'empty') return null;
      if (parsed.kind === 'eircode' || parsed.kind === 'routing-key') {
        const key = routingKeys[parsed.routingKey];
        if (!key) return null;
        return { name: parsed.kind === 'eircode' ? `${parsed.formatted} (${key[2]})` : `${parsed.routingKey} (${key[2]})`, latitude: key[0], longitude: key[1], country: 'IRL', kind: 'eircode' };
      }
      if (parsed.kind === 'postcode' || parsed.kind === 'district' || parsed.kind === 'area') {
        const district = parsed.district ? postcodeDistricts[parsed.district] : undefined;
        if (district) {
          const kind: Place['kind'] = parsed.kind === 'postcode' ? 'postcode' : 'district';
          return { name: parsed.kind === 'postcode' ? `${parsed.formatted} (${district[2]})` : `${parsed.district} (${district[2]})`, latitude: district[0], longitude: district[1], country: 'GBR', kind };
        }
        const area = postcodeAreas[parsed.area];
        if (area) return { name: `${parsed.formatted} (${area[2]})`, latitude: area[0], longitude: area[1], country: 'GBR', kind: 'area' };
        return null;
      }
      const town = townIndex.get(townKey(query));
      return town ? { ...town, kind: 'town' } : null;
    },
  };
}
