import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METRES, greatCircleMetres } from '../../../../contract/locations/distance';
import { locationMessages } from '../../../../contract/locations/messages';
import { NEAREST_FALLBACK_COUNT, NEAR_RADIUS_METRES } from '../../../../contract/locations/nearest-stores';
import { demoBranches } from '../../../../server/demo/catalogue/branches';
import { GeocodingError } from '../../../../server/providers/geocoding/postcodes-io-geocoder';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('store locations on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const get = async (url: string, status = 200) => {
    const response = await app.inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const nearest = (place: string, country = 'GBR') =>
    get(`/storefront/locations/nearest?place=${encodeURIComponent(place)}&country=${country}`);
  const active = demoBranches.filter((b) => b.status === 'active');

  it('lists stores paged, the active ones, and each by id and by slug', async () => {
    const all = await get('/locations?itemsPerPage=1000');
    expect(all['hydra:totalItems']).toBe(demoBranches.length);
    const open = await get('/locations?itemsPerPage=1000&locationPageStatus=active');
    expect(open['hydra:totalItems']).toBe(active.length);
    expect((await get('/storefront/locations?itemsPerPage=1000'))['hydra:totalItems']).toBe(active.length);
    const page = await get('/locations?itemsPerPage=10&page=2');
    expect(page['hydra:member']).toHaveLength(10);
    const leeds = open['hydra:member'].find((l: { name: string }) => l.name === 'Leeds Kirkstall');
    expect(leeds).toMatchObject({ country: 'GBR', slug: 'leeds-kirkstall', address: { postcode: 'LS5 3BT' } });
    expect(leeds.openingHours).toHaveLength(7);
    expect((await get(`/locations/${leeds.id}`)).name).toBe('Leeds Kirkstall');
    expect((await get('/locations/slug/leeds-kirkstall')).id).toBe(leeds.id);
    expect((await get('/locations/slug/atlantis', 404))['hydra:description']).toBe(locationMessages.notFound);
    expect((await get('/locations/not-an-id', 404))['hydra:description']).toBe(locationMessages.notFound);
  });

  it('finds every store within 53108.22 m of a town, nearest first, with miles to one decimal', async () => {
    const result = await nearest('Harrogate');
    expect(result.place).toMatchObject({ name: 'Harrogate', kind: 'town' });
    const names = result.locations.map((l: { name: string }) => l.name);
    expect(names[0]).toBe('Harrogate');
    expect(names).toEqual(expect.arrayContaining(['Leeds Kirkstall', 'York Clifton Moor']));
    for (const location of result.locations) {
      expect(location.distanceMetres).toBeLessThanOrEqual(NEAR_RADIUS_METRES);
      expect(location.distanceMiles).toBe(Math.round((location.distanceMetres / 1609.344) * 10) / 10);
    }
    const distances = result.locations.map((l: { distanceMetres: number }) => l.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds stores from a postcode, a district and an Eircode', async () => {
    expect((await nearest('ls5 3bt')).locations[0].name).toBe('Leeds Kirkstall');
    expect((await nearest('M17')).locations[0].name).toBe('Manchester Trafford');
    const dublin = await nearest('D12', 'IRL');
    expect(dublin.place.country).toBe('IRL');
    expect(dublin.locations[0].name).toBe('Dublin Ballymount');
  });

  it('falls back to the nearest 5 in the country when none is within reach', async () => {
    const result = await nearest('Scarborough');
    expect(result.locations).toHaveLength(NEAREST_FALLBACK_COUNT);
    expect(result.locations[0].distanceMetres).toBeGreaterThan(NEAR_RADIUS_METRES);
    expect(result.locations.every((l: { country: string }) => l.country === 'GBR')).toBe(true);
  });

  it('gives no location and a clear message when the place is not found', async () => {
    const result = await nearest('Atlantis');
    expect(result).toEqual({ place: null, locations: [], message: locationMessages.placeNotFound('Atlantis') });
  });
});

describe('store locations when the place search is down', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(undefined, {
      geocoder: {
        geocode: async () => {
          throw new GeocodingError('postcodes.io did not answer');
        },
      },
    }));
  });
  afterAll(() => app.close());

  it('answers 503 with a plain message, not a crash', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/storefront/locations/nearest?place=Leeds' });
    expect(response.statusCode).toBe(503);
    expect(response.json()['hydra:description']).toBe(locationMessages.placeSearchUnavailable);
  });
});

describe('the nearest-store rule at its 53108.22 m edge', () => {
  // A place on the circle around the most isolated English, Welsh or Scottish store, in a
  // direction with no other store near: 1 cm inside the circle it is that store alone, 1 cm
  // outside it is the nearest five.
  const stores = demoBranches.filter((branch) => branch.status === 'active' && branch.country === 'GBR');
  const isolation = (store: (typeof stores)[number]) =>
    Math.min(...stores.filter((other) => other !== store).map((other) => greatCircleMetres(store, other)));
  const store = [...stores].sort((a, b) => isolation(b) - isolation(a))[0]!;
  const destination = (metres: number, bearingDegrees: number) => {
    const toRadians = Math.PI / 180;
    const angle = metres / EARTH_RADIUS_METRES;
    const lat1 = store.latitude * toRadians;
    const lon1 = store.longitude * toRadians;
    const bearing = bearingDegrees * toRadians;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
    const lon2 =
      lon1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
        Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
      );
    return { latitude: lat2 / toRadians, longitude: lon2 / toRadians };
  };
  const bearing = [0, 45, 90, 135, 180, 225, 270, 315].find((degrees) => {
    const point = destination(NEAR_RADIUS_METRES, degrees);
    return stores.every((other) => other === store || greatCircleMetres(point, other) > NEAR_RADIUS_METRES + 1000);
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(undefined, {
      geocoder: {
        geocode: async (query) => {
          const metres = query === 'Inside' ? NEAR_RADIUS_METRES - 0.01 : NEAR_RADIUS_METRES + 0.01;
          return { name: query, kind: 'town', country: 'GBR', ...destination(metres, bearing ?? 0) };
        },
      },
    }));
  });
  afterAll(() => app.close());

  it('counts a store exactly at the edge as within reach, and one just beyond as not', async () => {
    expect(bearing).toBeDefined();
    const at = async (place: string) =>
      (await app.inject({ method: 'GET', url: `/api/storefront/locations/nearest?place=${place}` })).json();
    const inside = await at('Inside');
    expect(inside.locations.map((location: { name: string }) => location.name)).toEqual([store.name]);
    expect(inside.locations[0].distanceMiles).toBe(33);
    const outside = await at('Outside');
    expect(outside.locations).toHaveLength(NEAREST_FALLBACK_COUNT);
    expect(outside.locations[0].name).toBe(store.name);
  });
});
