import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/env';
import { createGeocoder } from '../../../../server/providers/geocoding/create-geocoder';
import { startFakePostcodesIo, type FakePostcodesIo } from './fake-postcodes-io';

describe('createGeocoder', () => {
  let fake: FakePostcodesIo;
  beforeAll(async () => {
    fake = await startFakePostcodesIo();
  });
  afterAll(() => fake.close());

  it('reads GEOCODER and POSTCODES_IO_URL, local by default', () => {
    expect(loadConfig({})).toMatchObject({ geocoder: 'local', postcodesIoUrl: undefined });
    expect(loadConfig({ GEOCODER: '', POSTCODES_IO_URL: '' })).toMatchObject({
      geocoder: 'local',
      postcodesIoUrl: undefined,
    });
    expect(loadConfig({ GEOCODER: 'postcodes.io', POSTCODES_IO_URL: 'http://127.0.0.1:9/' })).toMatchObject({
      geocoder: 'postcodes.io',
      postcodesIoUrl: 'http://127.0.0.1:9/',
    });
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
    expect(() => loadConfig({ POSTCODES_IO_URL: 'not a url' })).toThrow(/POSTCODES_IO_URL/);
  });

  it('answers locally by default, without a request', async () => {
    const geocoder = createGeocoder(loadConfig({ POSTCODES_IO_URL: fake.url }));
    expect(await geocoder.geocode('LS5 3BT')).toMatchObject({ name: 'LS5 3BT (Kirkstall)' });
    expect(fake.requests).toEqual([]);
  });

  it('asks postcodes.io at the configured URL when chosen', async () => {
    const geocoder = createGeocoder(loadConfig({ GEOCODER: 'postcodes.io', POSTCODES_IO_URL: fake.url }));
    expect(await geocoder.geocode('LS5 3BT')).toMatchObject({ name: 'LS5 3BT (Leeds)' });
    expect(fake.requests).toEqual(['/postcodes/LS5%203BT']);
  });
});
