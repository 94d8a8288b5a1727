import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalGeocoder } from '../../../../server/providers/geocoding/local-geocoder';
import { createPostcodesIoGeocoder, GeocodingError } from '../../../../server/providers/geocoding/postcodes-io-geocoder';
import { startFakePostcodesIo, type FakePostcodesIo } from './fake-postcodes-io';

describe('the local geocoder', () => {
  const geocoder = createLocalGeocoder();

  it('knows towns in any case, with accents, Saint and upon forgiven', async () => {
    expect(await geocoder.geocode('harrogate')).toMatchObject({ name: 'Harrogate', kind: 'town', country: 'GBR' });
    expect(await geocoder.geocode('Newcastle-upon-Tyne')).toMatchObject({ name: 'Newcastle upon Tyne' });
    expect(await geocoder.geocode('Derry~Londonderry')).toBeNull();
    expect(await geocoder.geocode('Londonderry')).toMatchObject({ country: 'GBR' });
    expect(await geocoder.geocode('Galway')).toMatchObject({ country: 'IRL' });
  });

  it('places a full postcode and a district at the district, an unknown district at its area', async () => {
    expect(await geocoder.geocode('LS5 3BT')).toMatchObject({ kind: 'postcode', latitude: 53.819 });
    expect(await geocoder.geocode('m17')).toMatchObject({ kind: 'district', name: 'M17 (Trafford Park)' });
    expect(await geocoder.geocode('YO62')).toMatchObject({ kind: 'area', name: 'YO62 (York)' });
  });

  it('places Eircodes and routing keys', async () => {
    expect(await geocoder.geocode('D12 YX76', { country: 'IRL' })).toMatchObject({ kind: 'eircode', country: 'IRL', name: 'D12 YX76 (Dublin 12)' });
    expect(await geocoder.geocode('T12')).toMatchObject({ kind: 'eircode', name: 'T12 (Cork)' });
  });

  it('finds nothing for what it does not know', async () => {
    expect(await geocoder.geocode('Atlantis')).toBeNull();
    expect(await geocoder.geocode('')).toBeNull();
    expect(await geocoder.geocode('QQ1')).toBeNull();
  });
});

describe('the postcodes.io adapter against a local fake', () => {
  let fake: FakePostcodesIo;
  const local = createLocalGeocoder();
  let geocoder: ReturnType<typeof createPostcodesIoGeocoder>;

  beforeAll(async () => {
    fake = await startFakePostcodesIo();
    geocoder = createPostcodesIoGeocoder({ baseUrl: fake.url, fallback: local, timeoutMs: 500 });
  });
  afterAll(() => fake.close());

  it('looks up a postcode, an outcode and a place name', async () => {
    expect(await geocoder.geocode('ls53bt')).toEqual({ name: 'LS5 3BT (Leeds)', latitude: 53.8189, longitude: -1.6041, country: 'GBR', kind: 'postcode' });
    expect(await geocoder.geocode('HG1')).toMatchObject({ name: 'HG1 (Harrogate)', kind: 'district' });
    expect(await geocoder.geocode('Harrogate')).toMatchObject({ name: 'Harrogate', kind: 'town', latitude: 53.9921 });
    expect(fake.requests).toEqual(expect.arrayContaining(['/postcodes/LS5%203BT', '/outcodes/HG1', '/places?q=Harrogate&limit=1']));
  });

  it('answers null for 404s and empty results, and leaves Ireland to the local tables', async () => {
    expect(await geocoder.geocode('ZZ9 9ZZ')).toBeNull();
    expect(await geocoder.geocode('LS1 1AA')).toBeNull();
    expect(await geocoder.geocode('Nowhere')).toBeNull();
    const before = fake.requests.length;
    expect(await geocoder.geocode('D12', { country: 'IRL' })).toMatchObject({ country: 'IRL' });
    expect(fake.requests.length).toBe(before);
    expect(await geocoder.geocode('Galway')).toMatchObject({ country: 'IRL' });
  });

  it('reports a failing or silent service as an error', async () => {
    await expect(geocoder.geocode('SW1')).rejects.toBeInstanceOf(GeocodingError);
    await expect(geocoder.geocode('Slowtown')).rejects.toThrow(/did not answer/);
  });
});
