import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createDvlaVehicleEnquiryProvider,
  DEFAULT_DVLA_API_URL,
} from '../../../../server/providers/vehicles/dvla-vehicle-enquiry';
import { VehicleDataError } from '../../../../server/providers/vehicles/vehicle-data-provider';
import {
  DVLA_REGISTRATIONS as REG,
  FAKE_DVLA_API_KEY,
  SLOW_ANSWER_MS,
  startFakeDvla,
  type FakeDvla,
} from './fake-dvla';

describe('the DVLA Vehicle Enquiry adapter against a local fake', () => {
  let fake: FakeDvla;
  const provider = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
    createDvlaVehicleEnquiryProvider({ baseUrl: `${fake.url}/`, apiKey: FAKE_DVLA_API_KEY, ...options });

  beforeAll(async () => {
    fake = await startFakeDvla();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('has the documented default', () => {
    expect(DEFAULT_DVLA_API_URL).toBe('https://driver-vehicle-licensing.api.gov.uk');
  });

  it('maps a vehicle: no model and no VIN, the month of first registration as its first day', async () => {
    expect(await provider().byRegistration('wb19 kfd')).toEqual({
      registration: 'WB19KFD',
      vin: null,
      make: 'Ford',
      model: null,
      fuel: 'petrol',
      engineCc: 999,
      registrationDate: '2019-06-01',
      manufactureYear: 2019,
      colour: 'Blue',
      // Tested already: its expiry is not a first test due.
      motTestDueDate: null,
      tecdocId: null,
    });
  });

  it('derives when a vehicle never tested is first due', async () => {
    expect(await provider().byRegistration(REG.newVehicle)).toMatchObject({
      make: 'Kia',
      fuel: 'electric',
      engineCc: null,
      registrationDate: '2023-09-01',
      motTestDueDate: '2026-09-29',
    });
  });

  it('posts the registration with the API key', async () => {
    await provider().byRegistration('WB19 KFD');
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/vehicle-enquiry/v1/vehicles',
        headers: expect.objectContaining({ 'x-api-key': FAKE_DVLA_API_KEY, 'content-type': 'application/json' }),
        body: '{"registrationNumber":"WB19KFD"}',
      }),
    ]);
  });

  it('answers null by VIN and for MOT history, without a request: DVLA has neither', async () => {
    const dvla = provider();
    expect(await dvla.byVin('WF0XXXGCDXKY12345')).toBeNull();
    expect(await dvla.motHistory(REG.taxed)).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('answers null for "Vehicle Not Found" and for an Irish mark', async () => {
    expect(await provider().byRegistration(REG.notFound)).toBeNull();
    expect(await provider().byRegistration('191-D-12345')).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('calls ENQ103 and a malformed mark invalid', async () => {
    const error = await provider()
      .byRegistration(REG.invalid)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(VehicleDataError);
    expect(error).toMatchObject({ kind: 'invalid', status: 400, message: expect.stringContaining('ENQ103') });
    await expect(provider().byRegistration('WB19/KFD')).rejects.toMatchObject({ kind: 'invalid' });
    expect(fake.requests).toHaveLength(1);
  });

  it('calls a 429 rate-limited', async () => {
    await expect(provider().byRegistration(REG.rateLimited)).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
    });
  });

  it('calls ENQ108, maintenance, a refused key and bodies not in the documented shape unavailable', async () => {
    await expect(provider().byRegistration(REG.serverError)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 500,
      message: expect.stringContaining('ENQ108'),
    });
    await expect(provider().byRegistration(REG.maintenance)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    await expect(provider({ apiKey: 'not-ours' }).byRegistration(REG.taxed)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 403,
    });
    await expect(provider().byRegistration(REG.notJson)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('documented shape'),
    });
    await expect(provider().byRegistration(REG.misshapen)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('documented shape'),
    });
  });

  it('calls a 404 that is not DVLA’s own (a wrong URL) unavailable, not "not found"', async () => {
    const wrong = createDvlaVehicleEnquiryProvider({ baseUrl: `${fake.url}/elsewhere`, apiKey: FAKE_DVLA_API_KEY });
    await expect(wrong.byRegistration(REG.taxed)).rejects.toMatchObject({ kind: 'unavailable', status: 404 });
  });

  it('gives up on a slow answer after the timeout', async () => {
    const started = Date.now();
    await expect(provider({ timeoutMs: 200 }).byRegistration(REG.slow)).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'The DVLA Vehicle Enquiry Service did not answer within 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS);
  });

  it('calls a service it cannot reach unavailable', async () => {
    const closed = await startFakeDvla();
    await closed.close();
    const dvla = createDvlaVehicleEnquiryProvider({ baseUrl: closed.url, apiKey: FAKE_DVLA_API_KEY, timeoutMs: 1000 });
    await expect(dvla.byRegistration(REG.taxed)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(/^The DVLA Vehicle Enquiry Service did not answer/),
    });
  });
});
