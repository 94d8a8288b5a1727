import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createDvsaMotHistoryProvider,
  DEFAULT_DVSA_API_URL,
  DEFAULT_DVSA_SCOPE,
  makeAsUsuallyWritten,
  providerFuel,
  ukRegistration,
  type DvsaMotHistoryOptions,
} from '../../../../server/providers/vehicles/dvsa-mot-history';
import { VehicleDataError } from '../../../../server/providers/vehicles/vehicle-data-provider';
import {
  DVSA_REGISTRATIONS as REG,
  DVSA_VIN,
  FAKE_DVSA_CREDENTIALS,
  FAKE_TOKEN_LIFETIME_SECONDS,
  SLOW_ANSWER_MS,
  startFakeDvsa,
  type FakeDvsa,
} from './fake-dvsa';

/** A clock the adapter reads and the throttle's waits move on, so nothing really sleeps. */
function fakeClock() {
  let time = Date.UTC(2025, 0, 6, 9);
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleep: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
  };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the DVSA MOT History adapter against a local fake', () => {
  let fake: FakeDvsa;
  let clock: ReturnType<typeof fakeClock>;
  const provider = (options: Partial<DvsaMotHistoryOptions> = {}) =>
    createDvsaMotHistoryProvider({
      baseUrl: `${fake.url}/`,
      tokenUrl: fake.tokenUrl,
      ...FAKE_DVSA_CREDENTIALS,
      now: clock.now,
      sleep: clock.sleep,
      ...options,
    });
  const apiPaths = () => fake.apiRequests().map((request) => request.path);

  beforeAll(async () => {
    fake = await startFakeDvsa();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.refuseEveryToken(false);
    clock = fakeClock();
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_DVSA_API_URL).toBe('https://history.mot.api.gov.uk');
    expect(DEFAULT_DVSA_SCOPE).toBe('https://tapi.dvsa.gov.uk/.default');
  });

  it('maps a vehicle with tests: newest first, every defect type kept, the odometer as a string', async () => {
    const history = await provider().motHistory(REG.withTests);
    expect(history?.vehicle).toEqual({
      registration: 'WB19KFD',
      vin: null,
      make: 'Ford',
      model: 'FOCUS',
      fuel: 'petrol',
      engineCc: 999,
      registrationDate: '2019-06-28',
      manufactureYear: 2019,
      colour: 'Blue',
      motTestDueDate: null,
      tecdocId: null,
    });
    expect(history?.motTests.map((test) => [test.completedDate, test.testResult])).toEqual([
      ['2024-06-20T14:31:05.000Z', 'PASSED'],
      ['2024-06-20T09:12:44.000Z', 'FAILED'],
      ['2023-06-15T10:02:11.000Z', 'PASSED'],
    ]);
    const [retest, failed] = history?.motTests ?? [];
    expect(retest).toMatchObject({
      expiryDate: '2025-06-27',
      odometerValue: '41235',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      motTestNumber: '712345678903',
    });
    expect(retest?.defects.map((defect) => defect.type)).toEqual(['ADVISORY', 'USER ENTERED', 'MONITORED']);
    expect(failed).toMatchObject({ expiryDate: null, registrationAtTimeOfTest: 'WB19KFD', dataSource: 'DVSA' });
    expect(failed?.defects.map((defect) => defect.type)).toEqual(['MAJOR', 'DANGEROUS', 'MINOR', 'PRS', 'FAIL']);
    expect(failed?.defects[1]).toEqual({
      text: 'Offside Front Brake pipe excessively corroded (1.1.11 (c))',
      type: 'DANGEROUS',
      dangerous: true,
    });
    expect(history?.hasOutstandingRecall).toBe('No');
    expect(apiPaths()).toEqual(['/v1/trade/vehicles/registration/WB19KFD']);
  });

  it('maps a new vehicle with no test yet: when the first is due, no engine size for an electric car', async () => {
    expect(await provider().motHistory('yk73 new')).toEqual({
      vehicle: {
        registration: 'YK73NEW',
        vin: null,
        make: 'Kia',
        model: 'NIRO',
        fuel: 'electric',
        engineCc: null,
        registrationDate: '2023-09-30',
        manufactureYear: 2023,
        colour: 'White',
        motTestDueDate: '2026-09-29',
        tecdocId: null,
      },
      motTests: [],
      hasOutstandingRecall: 'Unknown',
    });
  });

  it('maps a Northern Ireland record: DVA NI tests without defects, an unreadable odometer as null', async () => {
    const history = await provider().motHistory(REG.northernIreland);
    expect(history?.vehicle).toMatchObject({
      make: 'Mercedes-Benz',
      model: 'C 220 D SPORT',
      fuel: 'diesel',
      engineCc: 2143,
    });
    expect(history?.hasOutstandingRecall).toBe('Unavailable');
    expect(history?.motTests).toEqual([
      expect.objectContaining({
        dataSource: 'DVA NI',
        defects: [],
        odometerValue: '88104',
        registrationAtTimeOfTest: null,
      }),
      expect.objectContaining({
        dataSource: 'DVA NI',
        defects: [],
        odometerValue: null,
        odometerUnit: null,
        odometerResultType: 'UNREADABLE',
      }),
    ]);
  });

  it('answers byRegistration and motHistory from one request', async () => {
    const dvsa = provider();
    expect(await dvsa.byRegistration(' wb19 kfd ')).toMatchObject({ registration: 'WB19KFD', make: 'Ford' });
    expect((await dvsa.motHistory('WB19KFD'))?.motTests).toHaveLength(3);
    expect(apiPaths()).toEqual(['/v1/trade/vehicles/registration/WB19KFD']);
  });

  it('looks up a VIN, keeps it on the record, and then knows the vehicle by its registration too', async () => {
    const dvsa = provider();
    expect(await dvsa.byVin(DVSA_VIN.toLowerCase())).toMatchObject({
      registration: 'WB19KFD',
      vin: DVSA_VIN,
      make: 'Ford',
    });
    expect((await dvsa.motHistory('WB19KFD'))?.vehicle.vin).toBe(DVSA_VIN);
    expect(apiPaths()).toEqual([`/v1/trade/vehicles/vin/${DVSA_VIN}`]);
    expect(await dvsa.byVin('WF0XXXGCDXKY99999')).toBeNull();
  });

  it('answers null for MOTH-NF-01 and for an Irish mark, which DVSA never holds', async () => {
    const dvsa = provider();
    expect(await dvsa.byRegistration(REG.notFound)).toBeNull();
    expect(await dvsa.motHistory(REG.notFound)).toBeNull();
    expect(await dvsa.motHistory('191-D-12345')).toBeNull();
    expect(apiPaths()).toEqual([`/v1/trade/vehicles/registration/${REG.notFound}`]);
  });

  it('calls MOTH-IV-03 and MOTH-IV-04 invalid, and refuses a malformed mark or VIN without a request', async () => {
    const dvsa = provider();
    const invalid = await errorOf(dvsa.byRegistration(REG.invalid));
    expect(invalid).toBeInstanceOf(VehicleDataError);
    expect(invalid).toMatchObject({ kind: 'invalid', status: 400, message: expect.stringContaining('MOTH-IV-03') });
    await expect(dvsa.byVin('SHORTVIN')).rejects.toMatchObject({
      kind: 'invalid',
      status: 400,
      message: expect.stringContaining('MOTH-IV-04'),
    });
    await expect(dvsa.byRegistration('WB19 KFD 123')).rejects.toMatchObject({ kind: 'invalid', status: undefined });
    await expect(dvsa.byVin('WF0/../XXX')).rejects.toMatchObject({ kind: 'invalid' });
    expect(fake.apiRequests()).toHaveLength(2);
  });

  it('calls MOTH-RL-01 and MOTH-RL-02 rate-limited', async () => {
    const dvsa = provider();
    await expect(dvsa.byRegistration(REG.rateLimited)).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
      message: expect.stringContaining('MOTH-RL-02'),
    });
    await expect(dvsa.motHistory(REG.quotaUsed)).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
      message: expect.stringContaining('MOTH-RL-01'),
    });
  });

  it('calls a refusal, a 5xx and bodies not in the documented shape unavailable', async () => {
    const dvsa = provider();
    await expect(dvsa.byRegistration(REG.forbidden)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 403,
      message: expect.stringContaining('MOTH-FB-01'),
    });
    await expect(dvsa.byRegistration(REG.serverError)).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    await expect(dvsa.byRegistration(REG.maintenance)).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    await expect(dvsa.byRegistration(REG.notJson)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('documented shape'),
    });
    await expect(dvsa.byRegistration(REG.misshapen)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('documented shape'),
    });
    // A wrong base URL answers MOTH-NF-02: a fault, not "no such vehicle".
    await expect(provider({ baseUrl: `${fake.url}/wrong` }).byRegistration(REG.withTests)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 404,
    });
    // A wrong API key.
    await expect(provider({ apiKey: 'not-ours' }).byRegistration(REG.withTests)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 403,
      message: expect.stringContaining('MOTH-FB-03'),
    });
  });

  it('gives up on a slow answer after the timeout', async () => {
    const started = Date.now();
    const error = await errorOf(provider({ timeoutMs: 200 }).byRegistration(REG.slow));
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: 'The DVSA MOT History API did not answer within 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS);
  });

  it('calls a service it cannot reach unavailable', async () => {
    const closed = await startFakeDvsa();
    await closed.close();
    const dvsa = createDvsaMotHistoryProvider({
      baseUrl: closed.url,
      tokenUrl: closed.tokenUrl,
      ...FAKE_DVSA_CREDENTIALS,
      timeoutMs: 1000,
    });
    await expect(dvsa.byRegistration(REG.withTests)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(/^The DVSA token service did not answer/),
    });
  });

  it('sends the bearer token and the API key on every call, and asks for the token as a form', async () => {
    const dvsa = provider();
    await dvsa.byRegistration(REG.withTests);
    await dvsa.byVin(DVSA_VIN);
    const [token, ...calls] = fake.requests;
    expect(token).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: FAKE_DVSA_CREDENTIALS.clientId,
      client_secret: FAKE_DVSA_CREDENTIALS.clientSecret,
      scope: 'https://tapi.dvsa.gov.uk/.default',
    });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call).toMatchObject({
        method: 'GET',
        headers: expect.objectContaining({
          authorization: `Bearer ${fake.issuedTokens.at(-1)}`,
          'x-api-key': FAKE_DVSA_CREDENTIALS.apiKey,
        }),
      });
    }
  });

  it('calls credentials the token service refuses unavailable, without asking the API', async () => {
    const error = await errorOf(provider({ clientSecret: 'wrong' }).byRegistration(REG.withTests));
    expect(error).toMatchObject({
      kind: 'unavailable',
      status: 401,
      message: 'The DVSA token service answered 401: invalid_client',
    });
    expect(fake.apiRequests()).toEqual([]);
  });

  it('keeps one token until shortly before it expires, and shares it between callers arriving together', async () => {
    const dvsa = provider();
    await Promise.all([
      dvsa.byRegistration(REG.withTests),
      dvsa.byRegistration(REG.newVehicle),
      dvsa.byRegistration(REG.northernIreland),
    ]);
    expect(fake.tokenRequests()).toBe(1);
    clock.advance((FAKE_TOKEN_LIFETIME_SECONDS - 120) * 1000);
    await dvsa.byRegistration(REG.notFound);
    expect(fake.tokenRequests()).toBe(1);
    const first = fake.issuedTokens.at(-1);
    clock.advance(61_000);
    await dvsa.byRegistration(REG.forbidden).catch(() => undefined);
    expect(fake.tokenRequests()).toBe(2);
    expect(fake.apiRequests().map((request) => request.headers.authorization)).toEqual([
      ...Array<string>(4).fill(`Bearer ${first}`),
      `Bearer ${fake.issuedTokens.at(-1)}`,
    ]);
  });

  it.each(['unauthorised', 'expired'] as const)(
    'renews a token refused as %s once, and retries the call once',
    async (answer) => {
      const dvsa = provider();
      await dvsa.byRegistration(REG.withTests);
      fake.revokeTokens(answer);
      expect(await dvsa.byRegistration(REG.newVehicle)).toMatchObject({ make: 'Kia' });
      expect(fake.tokenRequests()).toBe(2);
      expect(apiPaths()).toEqual([
        '/v1/trade/vehicles/registration/WB19KFD',
        '/v1/trade/vehicles/registration/YK73NEW',
        '/v1/trade/vehicles/registration/YK73NEW',
      ]);
      // The new token is kept.
      await dvsa.byRegistration(REG.northernIreland);
      expect(fake.tokenRequests()).toBe(2);
    },
  );

  it('does not loop when the renewed token is refused too', async () => {
    fake.refuseEveryToken(true);
    const error = await errorOf(provider().byRegistration(REG.withTests));
    expect(error).toMatchObject({ kind: 'unavailable', status: 401, message: expect.stringContaining('MOTH-UA-01') });
    expect(fake.tokenRequests()).toBe(2);
    expect(fake.apiRequests()).toHaveLength(2);
  });

  it('keeps answers, "not found" included, for the cache lifetime, but never a failure', async () => {
    const dvsa = provider({ cacheTtlSeconds: 60 });
    await dvsa.byRegistration(REG.withTests);
    await dvsa.byRegistration(REG.withTests);
    await dvsa.byRegistration(REG.notFound);
    await dvsa.motHistory(REG.notFound);
    expect(fake.apiRequests()).toHaveLength(2);
    await dvsa.byRegistration(REG.serverError).catch(() => undefined);
    await dvsa.byRegistration(REG.serverError).catch(() => undefined);
    expect(fake.apiRequests()).toHaveLength(4);
    clock.advance(60_001);
    await dvsa.byRegistration(REG.withTests);
    expect(fake.apiRequests()).toHaveLength(5);
  });

  it('asks once for a vehicle asked about twice at the same moment', async () => {
    const dvsa = provider();
    const [vehicle, history] = await Promise.all([dvsa.byRegistration(REG.withTests), dvsa.motHistory(REG.withTests)]);
    expect(vehicle).toEqual(history?.vehicle);
    expect(fake.apiRequests()).toHaveLength(1);
  });

  it('holds a bounded number of answers, the oldest leaving first', async () => {
    const dvsa = provider({ cacheEntries: 1 });
    await dvsa.byRegistration(REG.withTests);
    await dvsa.byRegistration(REG.newVehicle);
    await dvsa.byRegistration(REG.withTests);
    expect(fake.apiRequests()).toHaveLength(3);
  });

  it('throttles past the burst by waiting its turn, not by refusing', async () => {
    const dvsa = provider({ requestsPerSecond: 10, burst: 2 });
    const answers = [];
    for (const registration of [REG.withTests, REG.newVehicle, REG.northernIreland, REG.notFound])
      answers.push(await dvsa.motHistory(registration));
    expect(answers.map((answer) => answer?.vehicle.registration ?? null)).toEqual([
      'WB19KFD',
      'YK73NEW',
      'BAZ7301',
      null,
    ]);
    // Two at once, then one every 100 ms.
    expect(clock.waits).toEqual([100, 100]);
  });

  it('gives callers arriving together successive turns', async () => {
    const waits: number[] = [];
    const dvsa = provider({ requestsPerSecond: 10, burst: 2, sleep: async (ms) => void waits.push(ms) });
    await Promise.all(
      [REG.withTests, REG.newVehicle, REG.northernIreland, REG.notFound].map((registration) =>
        dvsa.byRegistration(registration),
      ),
    );
    expect(waits).toEqual([100, 200]);
    // The burst refills with time.
    clock.advance(1_000);
    waits.length = 0;
    await dvsa.byRegistration(REG.forbidden).catch(() => undefined);
    expect(waits).toEqual([]);
  });
});

describe('the fields DVSA and DVLA write', () => {
  it('writes makes as they are usually written', () => {
    expect(
      [
        'FORD',
        'VOLKSWAGEN',
        'MERCEDES-BENZ',
        'BMW',
        'KIA',
        'CITROEN',
        'LAND ROVER',
        'SEAT',
        'MINI',
        'SKODA',
        'ALFA ROMEO',
      ].map(makeAsUsuallyWritten),
    ).toEqual([
      'Ford',
      'Volkswagen',
      'Mercedes-Benz',
      'BMW',
      'Kia',
      'Citroën',
      'Land Rover',
      'SEAT',
      'MINI',
      'Skoda',
      'Alfa Romeo',
    ]);
  });

  it('maps the services’ fuel types', () => {
    const fuels = [
      'Petrol',
      'Diesel',
      'Hybrid Electric (Clean)',
      'Electric',
      'Other',
      'PETROL',
      'ELECTRICITY',
      'HYBRID ELECTRIC',
      'ELECTRIC DIESEL',
      'Gas Bi-Fuel',
      null,
    ];
    expect(fuels.map(providerFuel)).toEqual([
      'petrol',
      'diesel',
      'hybrid',
      'electric',
      'other',
      'petrol',
      'electric',
      'hybrid',
      'hybrid',
      'other',
      'other',
    ]);
  });

  it('asks about GB and NI marks without spaces, answers Irish marks null, and refuses the rest', () => {
    expect(ukRegistration(' wb19 kfd')).toBe('WB19KFD');
    expect(ukRegistration('BAZ 7301')).toBe('BAZ7301');
    expect(ukRegistration('A1')).toBe('A1');
    expect(ukRegistration('191-D-12345')).toBeNull();
    expect(ukRegistration('12-KY-987')).toBeNull();
    expect(ukRegistration('WB19-KFD')).toBe('WB19KFD');
    expect(() => ukRegistration('WB19 KFD 123')).toThrow(VehicleDataError);
    expect(() => ukRegistration('')).toThrow(/not a registration/);
  });
});
