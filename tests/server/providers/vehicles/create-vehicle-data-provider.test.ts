import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/env';
import { createVehicleDataProvider } from '../../../../server/providers/vehicles/create-vehicle-data-provider';
import type { VehicleDataProvider } from '../../../../server/providers/vehicles/vehicle-data-provider';
import { FAKE_DVLA_API_KEY, startFakeDvla, type FakeDvla } from './fake-dvla';
import { FAKE_DVSA_CREDENTIALS, startFakeDvsa, type FakeDvsa } from './fake-dvsa';

/** Stands in for the demo parc's provider, which the vehicles module builds. */
const local: VehicleDataProvider = {
  name: 'local',
  byRegistration: async () => null,
  byVin: async () => null,
  motHistory: async () => null,
};

describe('createVehicleDataProvider', () => {
  let dvsaFake: FakeDvsa;
  let dvlaFake: FakeDvla;
  let dvsaEnv: Record<string, string>;
  let dvlaEnv: Record<string, string>;

  beforeAll(async () => {
    [dvsaFake, dvlaFake] = await Promise.all([startFakeDvsa(), startFakeDvla()]);
    dvsaEnv = {
      DVSA_API_URL: dvsaFake.url,
      DVSA_TOKEN_URL: dvsaFake.tokenUrl,
      DVSA_CLIENT_ID: FAKE_DVSA_CREDENTIALS.clientId,
      DVSA_CLIENT_SECRET: FAKE_DVSA_CREDENTIALS.clientSecret,
      DVSA_API_KEY: FAKE_DVSA_CREDENTIALS.apiKey,
    };
    dvlaEnv = { DVLA_API_URL: dvlaFake.url, DVLA_API_KEY: FAKE_DVLA_API_KEY };
  });
  afterAll(() => Promise.all([dvsaFake.close(), dvlaFake.close()]));
  beforeEach(() => {
    dvsaFake.requests.length = 0;
    dvlaFake.requests.length = 0;
  });

  it('answers locally by default, even with keys configured', () => {
    expect(createVehicleDataProvider(loadConfig({ ...dvsaEnv, ...dvlaEnv }), local)).toBe(local);
  });

  it('asks DVSA when chosen', async () => {
    const provider = createVehicleDataProvider(loadConfig({ VEHICLE_DATA: 'dvsa', ...dvsaEnv }), local);
    expect(provider.name).toBe('dvsa');
    expect(await provider.byRegistration('WB19KFD')).toMatchObject({ make: 'Ford', model: 'FOCUS' });
    expect(dvsaFake.apiRequests()).toHaveLength(1);
  });

  it('asks DVLA when chosen, and DVSA for MOT history when it is configured', async () => {
    const provider = createVehicleDataProvider(loadConfig({ VEHICLE_DATA: 'dvla', ...dvlaEnv, ...dvsaEnv }), local);
    expect(provider.name).toBe('dvla');
    expect(await provider.byRegistration('WB19KFD')).toMatchObject({ make: 'Ford', model: null });
    expect((await provider.motHistory('WB19KFD'))?.motTests).toHaveLength(3);
    expect(dvlaFake.requests).toHaveLength(1);
    expect(dvsaFake.apiRequests()).toHaveLength(1);
  });

  it('answers no MOT history with DVLA alone', async () => {
    const provider = createVehicleDataProvider(loadConfig({ VEHICLE_DATA: 'dvla', ...dvlaEnv }), local);
    expect(await provider.motHistory('WB19KFD')).toBeNull();
    expect(dvsaFake.requests).toEqual([]);
  });
});
