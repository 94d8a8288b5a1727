import { describe, expect, it } from 'vitest';
import { greatCircleMetres, metresToMiles } from '../../../contract/locations/distance';
import { nearestStores, NEAR_RADIUS_METRES } from '../../../contract/locations/nearest-stores';
import { classifyPlaceQuery } from '../../../contract/locations/place-query';

// A degree of latitude along a meridian is the same length everywhere on a sphere.
const METRES_PER_DEGREE = (greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }));
const north = (metres: number) => ({ latitude: 54 + metres / METRES_PER_DEGREE, longitude: -1.5 });
const place = { latitude: 54, longitude: -1.5 };
const store = (id: string, metres: number, country = 'GBR') => ({ id, country, ...north(metres) });

describe('distance', () => {
  it('measures Leeds to Manchester at about 36 miles', () => {
    const metres = greatCircleMetres({ latitude: 53.8008, longitude: -1.5491 }, { latitude: 53.4808, longitude: -2.2426 });
    expect(metresToMiles(metres)).toBeCloseTo(36.1, 0);
  });

  it('gives miles to one decimal', () => {
    expect(metresToMiles(1609.344)).toBe(1);
    expect(metresToMiles(53108.22)).toBe(33);
    expect(metresToMiles(0)).toBe(0);
  });
});

describe('nearest stores', () => {
  it('lists every store within 53108.22 m, the edge included, nearest first', () => {
    const stores = [store('edge', NEAR_RADIUS_METRES - 0.01), store('near', 1000), store('outside', NEAR_RADIUS_METRES + 1)];
    expect(nearestStores(place, stores).map((s) => s.id)).toEqual(['near', 'edge']);
  });

  it('otherwise gives the nearest 5 in the chosen country, GBR by default', () => {
    const far = [1, 2, 3, 4, 5, 6].map((n) => store(`gb${n}`, 60_000 * n));
    const irish = store('ie1', 55_000, 'IRL');
    expect(nearestStores(place, [...far, irish]).map((s) => s.id)).toEqual(['gb1', 'gb2', 'gb3', 'gb4', 'gb5']);
    expect(nearestStores(place, [...far, irish], 'IRL').map((s) => s.id)).toEqual(['ie1']);
  });

  it('carries the distance in metres and in miles to one decimal', () => {
    const [found] = nearestStores(place, [store('a', 16_093.44)]);
    expect(found?.distanceMiles).toBe(10);
    expect(found?.distanceMetres).toBeCloseTo(16_093.44, 0);
  });
});

describe('what was typed into the store locator', () => {
  it('tells postcodes, districts, areas, Eircodes, routing keys and towns apart', () => {
    expect(classifyPlaceQuery('ls53bt')).toMatchObject({ kind: 'postcode', district: 'LS5', formatted: 'LS5 3BT' });
    expect(classifyPlaceQuery('EC1A 1BB')).toMatchObject({ kind: 'postcode', district: 'EC1A' });
    expect(classifyPlaceQuery('m17')).toMatchObject({ kind: 'district', area: 'M', district: 'M17' });
    expect(classifyPlaceQuery('LS')).toMatchObject({ kind: 'area', area: 'LS' });
    expect(classifyPlaceQuery('a65 f4e2')).toMatchObject({ kind: 'eircode', routingKey: 'A65', formatted: 'A65 F4E2' });
    expect(classifyPlaceQuery('D6W1234')).toMatchObject({ kind: 'eircode', routingKey: 'D6W' });
    expect(classifyPlaceQuery('D12')).toMatchObject({ kind: 'routing-key', routingKey: 'D12' });
    expect(classifyPlaceQuery('Harrogate')).toEqual({ kind: 'town', name: 'Harrogate' });
    expect(classifyPlaceQuery('  ')).toEqual({ kind: 'empty' });
  });

  it('lets the chosen country decide a key that is both (W12)', () => {
    expect(classifyPlaceQuery('W12', 'GBR')).toMatchObject({ kind: 'district' });
    expect(classifyPlaceQuery('W12', 'IRL')).toMatchObject({ kind: 'routing-key' });
  });
});
