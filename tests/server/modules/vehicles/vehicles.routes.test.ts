import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { vehicleMessages } from '../../../../contract/vehicles/messages';
import { registrationMessages } from '../../../../contract/vehicles/registration';
import { detailValue, type Vehicle } from '../../../../contract/vehicles/schemas';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { bearer, guestLogin, login, retail, tokenClaims, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;
const golf = featuredVariants.golfTdi2016.tecdocId;

describe.each(testDatabases)('vehicle search on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const as = (headers: Record<string, string> = {}) => ({
    vrm: (vrm: unknown, saveToCache?: boolean) =>
      app.inject({ method: 'POST', url: '/api/storefront/vehicle-search/vrm', headers, payload: { vrm, saveToCache } }),
    vin: (vin: unknown, saveToCache?: boolean) =>
      app.inject({ method: 'POST', url: '/api/storefront/vehicle-search/vin', headers, payload: { vin, saveToCache } }),
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
    put: (url: string, payload: unknown) =>
      app.inject({ method: 'PUT', url: `/api${url}`, headers, payload: payload as object }),
  });
  const guest = async () => as(bearer((await guestLogin(app)).token));

  it('finds a registration however it is typed, as the specification’s name/value list', async () => {
    const client = await guest();
    const answer = await client.vrm(' wb19 kfd ', false);
    expect(answer.statusCode, answer.body).toBe(200);
    const vehicle = answer.json<Vehicle>();
    expect(vehicle.vehicleDetails.map((detail) => detail.name)).toEqual([
      'VRM',
      'VIN',
      'Make',
      'Model',
      'VehicleYear',
      'EngineSizeDescription',
      'Fuel',
      'DateOfRegistration',
    ]);
    expect(detailValue(vehicle.vehicleDetails, 'VRM')).toBe('WB19KFD');
    expect(detailValue(vehicle.vehicleDetails, 'Make')).toBe('Ford');
    expect(detailValue(vehicle.vehicleDetails, 'Model')).toBe('Focus Mk4');
    expect(detailValue(vehicle.vehicleDetails, 'EngineSizeDescription')).toBe('1.0 EcoBoost 125');
    expect(detailValue(vehicle.vehicleDetails, 'Fuel')).toBe('Petrol');
    expect(detailValue(vehicle.vehicleDetails, 'VehicleYear')).toBe('2019');
    // ddmmyyyy, in 2019 between March and August (the '19' age identifier).
    expect(detailValue(vehicle.vehicleDetails, 'DateOfRegistration')).toMatch(/^(0[1-9]|[12]\d|3[01])0[3-8]2019$/);
    expect(vehicle).toMatchObject({ tecdocId: focus, candidates: 1, hasMotHistory: true });
    expect(detailValue(vehicle.vehicleDetails, 'VIN')).toHaveLength(17);

    // A Focus of the changeover year may be a Mk3 or a Mk4: the model and engine stay open.
    const changeoverAnswer = await client.vrm('WB68 FCS', false);
    expect(changeoverAnswer.statusCode, changeoverAnswer.body).toBe(200);
    const changeover = changeoverAnswer.json<Vehicle>();
    expect(changeover.candidates).toBe(2);
    expect(detailValue(changeover.vehicleDetails, 'Model')).toBe('Focus');
    expect(detailValue(changeover.vehicleDetails, 'EngineSizeDescription')).toBe('1.0 litre');

    // The same car by its VIN.
    const byVin = await client.vin(detailValue(vehicle.vehicleDetails, 'VIN').toLowerCase(), false);
    expect(byVin.statusCode, byVin.body).toBe(200);
    expect(byVin.json<Vehicle>().vehicleDetails).toEqual(vehicle.vehicleDetails);
  });

  it(
    'refuses a malformed registration or VIN beside its field, ' + 'and says plainly when a vehicle is unknown',
    async () => {
      const client = await guest();
      for (const vrm of ['WB19 KFDX', 'WB19-KF!', '']) {
        const refused = await client.vrm(vrm);
        expect(refused.statusCode, vrm).toBe(400);
        expect(refused.json().violations[0].propertyPath).toBe('vrm');
      }
      expect((await client.vrm('WB19 KFDX')).json().violations[0].message).toBe(registrationMessages.invalid);
      const unknown = await client.vrm('wb99 xyz');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()['hydra:description']).toBe(vehicleMessages.registrationNotFound('WB99 XYZ'));
      const badVin = await client.vin('WF0XXXGCDXKO12345');
      expect(badVin.statusCode).toBe(400);
      expect(badVin.json().violations[0].propertyPath).toBe('vin');
      expect((await client.vin('WF0AAAAAAAAA00000')).statusCode).toBe(404);
    },
  );

  it(
    'makes a saving lookup the active vehicle: the user record, ' + 'the catalogue and the recent searches follow it',
    async () => {
      const { token } = await login(app, retail.email, retail.password);
      const client = as(bearer(token));
      const userId = String(tokenClaims(token).sub);
      expect((await client.vrm('WB16GLF')).statusCode).toBe(200);
      expect((await client.vrm('WB19KFD')).statusCode).toBe(200);

      const user = (await client.get(`/users/${userId}`)).json();
      expect(detailValue(user.vehicleDetails, 'VRM')).toBe('WB19KFD');

      const pads = (await client.get('/storefront/categories/braking%2Fbrake-pads')).json();
      const fitting = (await client.get(`/storefront/products-by-category/${pads.id}?itemsPerPage=100`)).json();
      expect(fitting['hydra:member'].map((p: { sku: string }) => p.sku)).toContain(featuredSkus.brakePadsFocus);
      for (const product of fitting['hydra:member']) expect(product.productName).toMatch(/Focus Mk4/);
      // The category tree's counts follow the vehicle: fewer brake pads fit the Focus than exist.
      const counts = (await client.get('/storefront/categories/for-active-vehicle')).json();
      expect(counts.tecdocId).toBe(focus);
      expect(counts.counts[pads.id]).toBe(fitting['hydra:totalItems']);
      expect(counts.counts[pads.id]).toBeLessThan(pads.productCount);
      const fits = (
        await client.get(
          `/storefront/product-compatibility?skus[]=${featuredSkus.brakePadsFocus}` +
            `&skus[]=${featuredSkus.oilFilterGolf}`,
        )
      ).json();
      expect(fits['hydra:member'].map((c: { compatible: boolean }) => c.compatible)).toEqual([true, false]);

      // Newest first; searching the Golf again moves it to the front instead of adding a row.
      expect((await client.vrm('wb16 glf')).statusCode).toBe(200);
      const recent = (await client.get('/storefront/vehicle-search/recent')).json();
      expect(recent['hydra:member'].map((r: Vehicle) => detailValue(r.vehicleDetails, 'VRM'))).toEqual([
        'WB16GLF',
        'WB19KFD',
      ]);
      expect(
        (await client.get('/storefront/vehicle-search/recent?itemsPerPage=1')).json()['hydra:member'],
      ).toHaveLength(1);
      // Another person's recent searches are their own.
      const other = await guest();
      expect((await other.get('/storefront/vehicle-search/recent')).json()['hydra:totalItems']).toBe(0);

      const cleared = await client.get('/storefront/vehicle-search/clear-active-vehicle');
      expect(cleared.statusCode).toBe(204);
      expect((await client.get(`/users/${userId}`)).json().vehicleDetails).toEqual([]);
      expect((await client.get('/storefront/categories/for-active-vehicle')).json()).toEqual({
        tecdocId: null,
        counts: {},
      });
      const everything = (await client.get(`/storefront/products-by-category/${pads.id}`)).json();
      expect(everything['hydra:totalItems']).toBeGreaterThan(fitting['hydra:totalItems']);
    },
  );

  it('answers MOT history newest first; an Irish car has none, a new car none yet', async () => {
    const client = await guest();
    const focusHistory = await client.get('/storefront/vehicle-search/vehicle-mot-history?vrm=wb19%20kfd');
    expect(focusHistory.statusCode, focusHistory.body).toBe(200);
    const tests = focusHistory.json().motHistory as {
      completedDate: string;
      testResult: string;
      defects: { type: string }[];
    }[];
    expect(tests.length).toBeGreaterThanOrEqual(3);
    expect(tests.map((test) => test.completedDate)).toEqual(
      [...tests.map((test) => test.completedDate)].sort().reverse(),
    );
    expect(tests.map((test) => test.testResult)).toContain('FAILED');
    expect(tests.flatMap((test) => test.defects.map((defect) => defect.type))).toContain('ADVISORY');
    expect(focusHistory.json().hasOutstandingRecall).toBe('No');

    // Without a registration: the active vehicle's.
    expect((await client.get('/storefront/vehicle-search/vehicle-mot-history')).json()['hydra:description']).toBe(
      vehicleMessages.noActiveVehicle,
    );
    await client.vrm('WB16GLF');
    const golfHistory = (await client.get('/storefront/vehicle-search/vehicle-mot-history')).json();
    expect(golfHistory.vrm).toBe('WB16GLF');
    expect(Number(golfHistory.motHistory[0].odometerValue)).toBeGreaterThan(100_000);
    // The README's featured Golf: an outstanding recall (server/demo/vehicles/featured.ts).
    expect(golfHistory.hasOutstandingRecall).toBe('Yes');

    const irish = await client.vrm('191 d 12345', false);
    expect(irish.json()).toMatchObject({ hasMotHistory: false });
    expect(detailValue(irish.json().vehicleDetails, 'VRM')).toBe('191-D-12345');
    const none = await client.get('/storefront/vehicle-search/vehicle-mot-history?vrm=191-D-12345');
    expect(none.statusCode).toBe(404);
    expect(none.json()['hydra:description']).toBe(vehicleMessages.noMotForIrish('191-D-12345'));
  });

  it('walks make, model, year, engine and fuel, then finds and saves the vehicle', async () => {
    const client = await guest();
    const { manufacturers } = (await client.get('/storefront/vehicle-search/manufacturers')).json();
    expect(manufacturers).toMatchObject({ ford: 'Ford', volkswagen: 'Volkswagen', citroen: 'Citroën' });
    expect(Object.keys(manufacturers).length).toBeGreaterThanOrEqual(15);
    const models = (await client.post('/storefront/vehicle-search/models', { manufacturer: 'ford' })).json()[
      'hydra:member'
    ];
    expect(models.map((m: { name: string }) => m.name)).toContain('Focus Mk4');
    expect((await client.post('/storefront/vehicle-search/models', { manufacturer: 'Trabant' })).statusCode).toBe(400);

    const mvl = async (body: object) => (await client.post('/storefront/vehicle-search/mvl', body)).json();
    const options = (answer: { mvlVehicleDetails: { step: string; options: { value: string }[] } }) =>
      answer.mvlVehicleDetails.options.map((option) => option.value);
    expect((await mvl({ make: 'ford' })).mvlVehicleDetails.step).toBe('Model');
    const years = await mvl({ make: 'ford', model: 'Focus Mk4' });
    expect(years.mvlVehicleDetails.step).toBe('VehicleYear');
    expect(options(years)).toContain('2019');
    const engines = await mvl({ make: 'ford', model: 'Focus Mk4', vehicleYear: '2019' });
    expect(engines.mvlVehicleDetails.step).toBe('EngineSizeDescription');
    expect(options(engines)).toContain('1.0 EcoBoost 125');
    const fuels = await mvl({ make: 'ford', model: 'Focus Mk4', vehicleYear: '2019', engine: '1.0 EcoBoost 125' });
    expect(fuels.mvlVehicleDetails).toEqual({ step: 'Fuel', options: [{ name: 'Petrol', value: 'petrol' }] });

    const final = {
      make: 'ford',
      model: 'Focus Mk4',
      vehicleYear: '2019',
      engine: '1.0 EcoBoost 125',
      fuel: 'petrol',
      performFinalSearch: true,
    };
    // In work-order mode the final search does not save.
    const unsaved = await mvl({ ...final, saveToCache: false });
    expect(unsaved.searchResults).toHaveLength(1);
    expect(unsaved.searchResults[0].tecdocId).toBe(focus);
    expect((await client.get('/storefront/vehicle-search/recent')).json()['hydra:totalItems']).toBe(0);
    await mvl({ ...final, saveToCache: true });
    const recent = (await client.get('/storefront/vehicle-search/recent')).json()['hydra:member'];
    expect(recent[0].tecdocId).toBe(focus);
  });

  it('answers top parts of a category by fuel, any fuel but diesel counting as petrol', async () => {
    const client = await guest();
    const top = async (fuel: string) =>
      (await client.get(`/storefront/vehicle-search/top-part-search?category=filters&fuelType=${fuel}`)).json()[
        'hydra:member'
      ] as { sku: string }[];
    const petrol = await top('petrol');
    expect(petrol.length).toBeGreaterThan(0);
    expect(petrol.length).toBeLessThanOrEqual(12);
    expect(await top('electric')).toEqual(petrol);
    expect(await top('Hybrid')).toEqual(petrol);
    expect((await top('diesel')).map((p) => p.sku)).not.toEqual(petrol.map((p) => p.sku));
  });

  it('accepts the VIN terms for your own account only', async () => {
    const { token } = await login(app, trade.email, trade.password);
    const userId = String(tokenClaims(token).sub);
    const client = as(bearer(token));
    const accepted = await client.put(`/users/${userId}/vin-terms/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().vinTermsAccepted).toBe(true);
    // Accepting again keeps the first date.
    expect((await client.put(`/users/${userId}/vin-terms/accept`, {})).json().acceptedAt).toBe(
      accepted.json().acceptedAt,
    );
    const other = (await login(app, retail.email, retail.password)).token;
    expect((await as(bearer(other)).put(`/users/${userId}/vin-terms/accept`, {})).statusCode).toBe(404);
    const fromGuest = await (await guest()).put(`/users/${userId}/vin-terms/accept`, {});
    expect(fromGuest.statusCode).toBe(403);
    expect(fromGuest.json()['hydra:description']).toBe(messages.notLoggedIn);
  });
});

describe('refinement, against a source that knows only the make (as DVLA)', () => {
  let app: FastifyInstance;
  const dvlaLike = {
    name: 'test',
    byRegistration: async (registration: string) =>
      registration === 'DV16ABC'
        ? {
            registration,
            vin: null,
            make: 'VOLKSWAGEN',
            model: null,
            fuel: 'diesel' as const,
            engineCc: 1968,
            registrationDate: '2016-05-01',
            manufactureYear: 2016,
            colour: 'GREY',
            motTestDueDate: null,
            tecdocId: null,
          }
        : null,
    byVin: async () => null,
    motHistory: async () => null,
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(testDatabases[0], { vehicleData: dvlaLike }));
  });
  afterAll(() => app.close());

  it('lists the variants it may be, narrows them by the choices made, and saves the one left', async () => {
    const headers = bearer((await guestLogin(app)).token);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/storefront/vehicle-search${url}`, headers, payload });
    const vehicle = (await post('/vrm', { vrm: 'DV16ABC' })).json<Vehicle>();
    expect(vehicle.candidates).toBeGreaterThan(1);
    expect(detailValue(vehicle.vehicleDetails, 'Model')).toBe('');

    const start = (await post('/refine', { refinementData: [] })).json();
    const models = start.attributesAfterRefinement
      .find((a: { name: string }) => a.name === 'Model')
      .options.map((o: { value: string }) => o.value);
    expect(models).toEqual(expect.arrayContaining(['Golf Mk7', 'Passat B8', 'Tiguan Mk2']));
    expect(start.fullVehicleDetails).toBeNull();

    const chosen = (await post('/refine', { refinementData: [{ name: 'Model', value: 'Golf Mk7' }] })).json();
    expect(chosen.allAvailableAttributesBeforeRefinement).toEqual(start.allAvailableAttributesBeforeRefinement);
    expect(detailValue(chosen.fullVehicleDetails, 'Model')).toBe('Golf Mk7');
    expect(detailValue(chosen.fullVehicleDetails, 'VRM')).toBe('DV16ABC');

    const saved = (
      await post('/refine', { performFinalSearch: true, refinementData: [{ name: 'Model', value: 'Golf Mk7' }] })
    ).json();
    expect(saved.vehicle.tecdocId).toBe(golf);
    const recent = (await app.inject({ method: 'GET', url: '/api/storefront/vehicle-search/recent', headers })).json();
    expect(recent['hydra:member'][0].tecdocId).toBe(golf);

    const reset = await app.inject({
      method: 'PUT',
      url: '/api/storefront/vehicle-search/reset-refinement-options',
      headers,
      payload: [],
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().attributesAfterRefinement).toEqual(start.allAvailableAttributesBeforeRefinement);
  });

  it('answers 503 in the API’s shape when the source cannot be reached', async () => {
    const { VehicleDataError } = await import('../../../../server/providers/vehicles/vehicle-data-provider');
    const down = {
      ...dvlaLike,
      byRegistration: async () => {
        throw new VehicleDataError('timeout', 'unavailable');
      },
    };
    const { app: broken } = await buildTestApp(testDatabases[0], { vehicleData: down });
    try {
      const headers = bearer((await guestLogin(broken)).token);
      const answer = await broken.inject({
        method: 'POST',
        url: '/api/storefront/vehicle-search/vrm',
        headers,
        payload: { vrm: 'WB19KFD' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()['hydra:description']).toBe(vehicleMessages.serviceUnavailable);
    } finally {
      await broken.close();
    }
  });
});
