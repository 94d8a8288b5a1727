import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GeocodingProvider } from '../../../../server/providers/geocoding/geocoding-provider';
import { createLocalGeocoder } from '../../../../server/providers/geocoding/local-geocoder';
import {
  createPostcodesIoGeocoder,
  DEFAULT_POSTCODES_IO_URL,
  GeocodingError,
  POSTCODES_IO_TIMEOUT_MS,
} from '../../../../server/providers/geocoding/postcodes-io-geocoder';
import { SLOW_ANSWER_MS, startFakePostcodesIo, type FakePostcodesIo } from './fake-postcodes-io';

describe('the postcodes.io adapter against a local fake', () => {
  let fake: FakePostcodesIo;
  let geocoder: GeocodingProvider;

  beforeAll(async () => {
    fake = await startFakePostcodesIo();
    geocoder = createPostcodesIoGeocoder({ baseUrl: `${fake.url}/`, fallback: createLocalGeocoder(), timeoutMs: 300 });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_POSTCODES_IO_URL).toBe('https://api.postcodes.io');
    expect(POSTCODES_IO_TIMEOUT_MS).toBe(3000);
  });

  it('looks up a full postcode, normalised, and names its district', async () => {
    expect(await geocoder.geocode('ls53bt')).toEqual({
      name: 'LS5 3BT (Leeds)',
      latitude: 53.8189,
      longitude: -1.6041,
      country: 'GBR',
      kind: 'postcode',
    });
    expect(await geocoder.geocode('M17 1PG')).toMatchObject({ name: 'M17 1PG (Trafford)', kind: 'postcode' });
    expect(fake.requests).toEqual(['/postcodes/LS5%203BT', '/postcodes/M17%201PG']);
  });

  it('looks up an outward code and a sub-district as districts', async () => {
    expect(await geocoder.geocode('hg1')).toEqual({
      name: 'HG1 (Harrogate)',
      latitude: 53.9951,
      longitude: -1.5389,
      country: 'GBR',
      kind: 'district',
    });
    expect(await geocoder.geocode('EC1A')).toMatchObject({ name: 'EC1A (City of London)', kind: 'district' });
    expect(fake.requests).toEqual(['/outcodes/HG1', '/outcodes/EC1A']);
  });

  it('finds a town, preferring the exact name and the bigger place', async () => {
    expect(await geocoder.geocode('Harrogate')).toEqual({
      name: 'Harrogate',
      latitude: 53.9921,
      longitude: -1.5418,
      country: 'GBR',
      kind: 'town',
    });
    expect(await geocoder.geocode('newport')).toMatchObject({ name: 'Newport', latitude: 51.5877, kind: 'town' });
    expect(fake.requests).toEqual(['/places?q=Harrogate&limit=10', '/places?q=newport&limit=10']);
  });

  it('answers null for both 404 bodies, for result null and for an empty place list', async () => {
    expect(await geocoder.geocode('ZZ9 9ZZ')).toBeNull(); // "Invalid postcode"
    expect(await geocoder.geocode('LS1 1AA')).toBeNull(); // "Postcode not found"
    expect(await geocoder.geocode('YO62')).toBeNull(); // "Outcode not found"
    expect(await geocoder.geocode('Nullplace')).toBeNull(); // result: null
    expect(await geocoder.geocode('Atlantis')).toBeNull(); // result: [], nor known locally
    expect(await geocoder.geocode('BT9 9ZZ')).toBeNull(); // a postcode without coordinates
  });

  it('asks the local tables about the towns postcodes.io does not know', async () => {
    expect(await geocoder.geocode('Newry')).toMatchObject({ name: 'Newry', country: 'GBR', kind: 'town' });
    expect(await geocoder.geocode('Galway')).toMatchObject({ name: 'Galway', country: 'IRL', kind: 'town' });
    expect(fake.requests).toEqual(['/places?q=Newry&limit=10', '/places?q=Galway&limit=10']);
  });

  it('keeps Eircodes, routing keys and Irish towns local, never sending them out', async () => {
    expect(await geocoder.geocode('D12 YX76', { country: 'IRL' })).toMatchObject({
      name: 'D12 YX76 (Dublin 12)',
      country: 'IRL',
      kind: 'eircode',
    });
    expect(await geocoder.geocode('T12')).toMatchObject({ name: 'T12 (Cork Southside)', country: 'IRL' });
    expect(await geocoder.geocode('W12', { country: 'IRL' })).toMatchObject({
      name: 'W12 (Newbridge)',
      country: 'IRL',
    });
    expect(await geocoder.geocode('Tallaght', { country: 'IRL' })).toMatchObject({ name: 'Tallaght', country: 'IRL' });
    expect(fake.requests).toEqual([]);
  });

  it('asks postcodes.io when an Irish search does not know the town', async () => {
    expect(await geocoder.geocode('Leeds Gate', { country: 'IRL' })).toMatchObject({
      name: 'Leeds Gate',
      country: 'GBR',
      kind: 'town',
    });
    expect(fake.requests).toEqual(['/places?q=Leeds%20Gate&limit=10']);
  });

  it('places a postcode area from the local tables (postcodes.io has no area lookup)', async () => {
    expect(await geocoder.geocode('LS')).toMatchObject({ name: 'LS (Leeds)', kind: 'area' });
    expect(fake.requests).toEqual([]);
  });

  it('answers nothing for nothing, without a request', async () => {
    expect(await geocoder.geocode('   ')).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('reports a 500 and a 429 as errors with their status and the service’s message', async () => {
    const failed = await geocoder.geocode('SW1').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(GeocodingError);
    expect(failed).toMatchObject({ status: 500, message: 'postcodes.io answered 500: Internal server error' });
    await expect(geocoder.geocode('W1')).rejects.toMatchObject({
      status: 429,
      message: 'postcodes.io answered 429: Too many requests',
    });
  });

  it('gives up on a slow answer after the timeout', async () => {
    const started = Date.now();
    await expect(geocoder.geocode('Slowtown')).rejects.toThrow(
      new GeocodingError('postcodes.io did not answer within 300 ms'),
    );
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS);
  });

  it('reports bodies that are not the documented JSON', async () => {
    await expect(geocoder.geocode('Garbled')).rejects.toThrow(/not its JSON envelope/);
    await expect(geocoder.geocode('Misshapen')).rejects.toThrow(/unexpected result/);
  });

  it('reports a service that cannot be reached', async () => {
    const closed = await startFakePostcodesIo();
    await closed.close();
    const unreachable = createPostcodesIoGeocoder({ baseUrl: closed.url, timeoutMs: 1000 });
    await expect(unreachable.geocode('HG1')).rejects.toThrow(/^postcodes.io did not answer/);
    // Ireland still answers: it never needed the service.
    expect(await unreachable.geocode('D12')).toMatchObject({ country: 'IRL' });
  });
});
