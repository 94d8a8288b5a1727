import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from '../../../../contract/locations/distance';
import {
  classifyPlaceQuery,
  EIRCODE_ROUTING_KEYS,
  UK_POSTCODE_AREAS,
} from '../../../../contract/locations/place-query';
import { demoBranches } from '../../../../server/demo/catalogue/branches';
import { routingKeys } from '../../../../server/providers/geocoding/data/eircodes';
import { postcodeAreas } from '../../../../server/providers/geocoding/data/postcode-areas';
import { postcodeDistricts } from '../../../../server/providers/geocoding/data/postcode-districts';
import { towns } from '../../../../server/providers/geocoding/data/towns';
import { lookupLocalPlace, townKey } from '../../../../server/providers/geocoding/local-geocoder';

/** Generous boxes around each country: a coordinate outside is a typo (a lost minus sign, swapped figures). */
const inBritishIsles = (lat: number, lng: number) => lat >= 49.1 && lat <= 60.9 && lng >= -8.2 && lng <= 1.8;
const inIreland = (lat: number, lng: number) => lat >= 51.4 && lat <= 55.45 && lng >= -10.7 && lng <= -5.9;
const km = (a: readonly [number, number], b: readonly [number, number]) =>
  greatCircleMetres({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] }) / 1000;

describe('the geocoding tables', () => {
  it('place every UK postcode area', () => {
    expect(Object.keys(postcodeAreas).sort()).toEqual([...UK_POSTCODE_AREAS].sort());
    for (const [area, [lat, lng, name]] of Object.entries(postcodeAreas)) {
      expect(inBritishIsles(lat, lng), area).toBe(true);
      expect(name, area).not.toBe('');
    }
  });

  it('place all 139 routing keys, in Ireland', () => {
    expect(Object.keys(routingKeys).sort()).toEqual([...EIRCODE_ROUTING_KEYS].sort());
    for (const [key, [lat, lng]] of Object.entries(routingKeys)) expect(inIreland(lat, lng), key).toBe(true);
    // Dublin's districts are in Dublin.
    for (const key of EIRCODE_ROUTING_KEYS.filter((k) => k.startsWith('D'))) {
      const row = routingKeys[key];
      expect(km([row?.[0] ?? 0, row?.[1] ?? 0], [53.3498, -6.2603]), key).toBeLessThan(15);
    }
  });

  it('list districts that are real outward codes, near their own area', () => {
    const districts = Object.entries(postcodeDistricts);
    expect(districts.length).toBeGreaterThan(1000);
    for (const [district, [lat, lng, name]] of districts) {
      const parsed = classifyPlaceQuery(district);
      expect(parsed.kind, district).toBe('district');
      if (parsed.kind !== 'district') continue;
      expect(inBritishIsles(lat, lng), district).toBe(true);
      expect(name, district).not.toBe('');
      const area = postcodeAreas[parsed.area];
      // An area spans at most ~200 km from its post town (IV, PH and PA are the largest).
      expect(km([lat, lng], [area?.[0] ?? 0, area?.[1] ?? 0]), district).toBeLessThan(200);
    }
  });

  it('cover the districts the specification names', () => {
    const expected = [
      ...Array.from({ length: 29 }, (_, i) => `LS${i + 1}`),
      ...Array.from({ length: 17 }, (_, i) => `BT${i + 1}`),
      ...Array.from({ length: 17 }, (_, i) => `EH${i + 1}`),
      'CF10',
      'CF11',
      'CF14',
      'CF15',
      'CF23',
      'CF24',
      'M1',
      'M17',
      'M90',
      'B1',
      'B98',
      'G1',
      'G84',
    ];
    for (const district of expected) expect(postcodeDistricts[district], district).toBeDefined();
  });

  it('list towns with real coordinates in the right country', () => {
    expect(towns.length).toBeGreaterThanOrEqual(250);
    for (const [name, lat, lng, country] of towns) {
      expect(country === 'IRL' ? inIreland(lat, lng) : inBritishIsles(lat, lng), name).toBe(true);
    }
  });

  it('name each town only once per country', () => {
    const seen = new Map<string, string>();
    for (const [name, , , country, aliases = []] of towns) {
      for (const key of new Set([name, ...aliases].map(townKey))) {
        const id = `${country}:${key}`;
        expect(seen.get(id), `${name} and ${seen.get(id)} share "${key}"`).toBeUndefined();
        seen.set(id, name);
      }
    }
  });

  it('place every store’s postcode, town and Eircode within a few miles of the store', () => {
    for (const branch of demoBranches) {
      const store = [branch.latitude, branch.longitude] as const;
      const byPostcode = lookupLocalPlace(branch.postcode, branch.country);
      expect(byPostcode?.kind, branch.postcode).toBe(branch.country === 'IRL' ? 'eircode' : 'postcode');
      expect(
        km(store, [byPostcode?.latitude ?? 0, byPostcode?.longitude ?? 0]),
        `${branch.name} by ${branch.postcode}`,
      ).toBeLessThan(8);
      const byTown = lookupLocalPlace(branch.town.replace(/^Dublin \d+$/, 'Dublin'), branch.country);
      expect(
        km(store, [byTown?.latitude ?? 0, byTown?.longitude ?? 0]),
        `${branch.name} by ${branch.town}`,
      ).toBeLessThan(16);
    }
  });
});
