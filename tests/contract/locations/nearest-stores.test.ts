import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from '../../../contract/locations/distance';
import {
  DEFAULT_COUNTRY,
  isWithinNearRadius,
  measureStores,
  NEAR_RADIUS_METRES,
  NEAREST_FALLBACK_COUNT,
  nearestStores,
} from '../../../contract/locations/nearest-stores';

const place = { latitude: 54, longitude: -1.5 };
const METRES_PER_DEGREE = greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
/** A store due north of the place, as far as asked (a meridian degree is the same length everywhere on a sphere). */
const store = (id: string, metres: number, country = 'GBR') => ({
  id,
  country,
  latitude: 54 + metres / METRES_PER_DEGREE,
  longitude: -1.5,
});

/** The northernmost latitude whose distance from the place is still within the radius (floats have no exact edge). */
function edgeStore(id: string) {
  let latitude = store(id, NEAR_RADIUS_METRES).latitude;
  while (greatCircleMetres(place, { latitude, longitude: -1.5 }) > NEAR_RADIUS_METRES) latitude -= 1e-12;
  while (greatCircleMetres(place, { latitude: latitude + 1e-12, longitude: -1.5 }) <= NEAR_RADIUS_METRES)
    latitude += 1e-12;
  return { id, country: 'GBR', latitude, longitude: -1.5 };
}

describe('nearest stores', () => {
  it('has the specification’s constants', () => {
    expect(NEAR_RADIUS_METRES).toBe(53108.22);
    expect(NEAREST_FALLBACK_COUNT).toBe(5);
    expect(DEFAULT_COUNTRY).toBe('GBR');
  });

  it('counts the edge of the radius as within', () => {
    expect(isWithinNearRadius(53108.22)).toBe(true);
    expect(isWithinNearRadius(53108.2200001)).toBe(false);
    expect(isWithinNearRadius(0)).toBe(true);
  });

  it('lists a store at the edge and just inside, not one just outside', () => {
    const edge = edgeStore('edge');
    expect(NEAR_RADIUS_METRES - greatCircleMetres(place, edge)).toBeLessThan(1e-6);
    const stores = [
      store('outside', NEAR_RADIUS_METRES + 0.01),
      edge,
      store('inside', NEAR_RADIUS_METRES - 0.01),
      store('near', 1000),
    ];
    expect(nearestStores(place, stores).map((s) => s.id)).toEqual(['near', 'inside', 'edge']);
  });

  it('lists every store within the radius, nearest first, whatever its country', () => {
    const stores = [store('b', 30_000), store('ie', 20_000, 'IRL'), store('a', 10_000), store('c', 50_000)];
    expect(nearestStores(place, stores).map((s) => s.id)).toEqual(['a', 'ie', 'b', 'c']);
    expect(nearestStores(place, stores, 'IRL').map((s) => s.id)).toEqual(['a', 'ie', 'b', 'c']);
  });

  it('otherwise gives the nearest 5 in the chosen country, GBR by default', () => {
    const far = [6, 1, 5, 2, 4, 3].map((n) => store(`gb${n}`, 60_000 * n));
    const irish = [store('ie2', 70_000, 'IRL'), store('ie1', 55_000, 'IRL')];
    expect(nearestStores(place, [...far, ...irish]).map((s) => s.id)).toEqual(['gb1', 'gb2', 'gb3', 'gb4', 'gb5']);
    expect(nearestStores(place, [...far, ...irish], 'IRL').map((s) => s.id)).toEqual(['ie1', 'ie2']);
  });

  it('gives nothing when there are no stores, or none in the country and none near', () => {
    expect(nearestStores(place, [])).toEqual([]);
    expect(nearestStores(place, [store('ie', 100_000, 'IRL')])).toEqual([]);
  });

  it('carries the distance in metres and in miles to one decimal, keeping the store’s fields', () => {
    const [found] = nearestStores(place, [{ ...store('a', 16_093.44), name: 'Leeds' }]);
    expect(found).toMatchObject({ id: 'a', name: 'Leeds', distanceMiles: 10 });
    expect(found?.distanceMetres).toBeCloseTo(16_093.44, 3);
  });

  it('keeps the given order for equal distances and skips stores without coordinates', () => {
    const stores = [
      store('x', 1000),
      store('y', 1000),
      { id: 'broken', country: 'GBR', latitude: Number.NaN, longitude: 0 },
    ];
    expect(measureStores(place, stores).map((s) => s.id)).toEqual(['x', 'y']);
    expect(nearestStores({ latitude: Number.NaN, longitude: 0 }, stores)).toEqual([]);
  });

  it('finds the Harrogate branch first from Harrogate, and Leeds Kirkstall 12.4 miles away', () => {
    const harrogate = { latitude: 53.9921, longitude: -1.5418 };
    const stores = [
      { id: 'Leeds Kirkstall', country: 'GBR', latitude: 53.8155, longitude: -1.5984 },
      { id: 'Harrogate', country: 'GBR', latitude: 53.9826, longitude: -1.5235 },
    ];
    const found = nearestStores(harrogate, stores);
    expect(found.map((s) => s.id)).toEqual(['Harrogate', 'Leeds Kirkstall']);
    expect(found[1]?.distanceMiles).toBe(12.4);
  });
});
