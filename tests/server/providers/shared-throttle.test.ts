import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { loadConfig } from '../../../server/env';
import { createSharedThrottle, type SharedThrottleOptions } from '../../../server/providers/shared-throttle';
import { createVehicleDataProvider } from '../../../server/providers/vehicles/create-vehicle-data-provider';
import { DVSA_THROTTLE_SERVICE } from '../../../server/providers/vehicles/dvsa-mot-history';
import type { VehicleDataProvider } from '../../../server/providers/vehicles/vehicle-data-provider';
import { testDatabases } from '../helpers/test-app';
import { FAKE_DVSA_CREDENTIALS, startFakeDvsa } from './vehicles/fake-dvsa';

/**
 * One allowance at an outside service for every instance on one database (issue 44). The
 * throttles below stand for two instances: each is made on its own, as each process makes its own,
 * and they share only the database. Waits are recorded instead of slept.
 */
describe.each(testDatabases)('the shared throttle on $name', (database) => {
  let handle: DatabaseHandle;
  const T0 = Date.UTC(2025, 0, 6, 9);

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  const instance = (options: Partial<SharedThrottleOptions> & { service: string }, waits: number[]) =>
    createSharedThrottle(handle.db, {
      perSecond: 10,
      burst: 2,
      sleep: async (ms) => void waits.push(ms),
      now: () => T0,
      ...options,
    });

  it('gives callers on two instances at once successive turns: the burst, then one per interval', async () => {
    const waits: number[] = [];
    const a = instance({ service: 'two-instances' }, waits);
    const b = instance({ service: 'two-instances' }, waits);
    await Promise.all(Array.from({ length: 20 }, (_, caller) => (caller % 2 === 0 ? a : b)()));
    // 20 callers, 2 of them within the burst: the other 18 wait 100 ms, 200 ms, … 1800 ms, one each.
    expect(waits.sort((x, y) => x - y)).toEqual(Array.from({ length: 18 }, (_, turn) => (turn + 1) * 100));
    // So in no second do both together start more than the burst and the rate allow.
    const starts = [0, 0, ...waits];
    for (const from of starts) {
      const within = starts.filter((start) => start >= from && start < from + 1000).length;
      expect(within).toBeLessThanOrEqual(2 + 10);
    }
  });

  it('refills with time, and counts each service apart', async () => {
    const waits: number[] = [];
    let time = T0;
    const take = instance({ service: 'refills', now: () => time }, waits);
    await take();
    await take();
    await take();
    expect(waits).toEqual([100]);
    time += 1_000;
    await take();
    await instance({ service: 'another' }, waits)();
    expect(waits).toEqual([100]);
  });

  it("counts from the database's clock unless told otherwise", async () => {
    const waits: number[] = [];
    const take = instance({ service: 'database-clock', perSecond: 1, burst: 1, now: undefined }, waits);
    await take();
    await take();
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
  });

  it("takes the app's DVSA turns from the database", async () => {
    const fake = await startFakeDvsa();
    const local: VehicleDataProvider = {
      name: 'local',
      byRegistration: async () => null,
      byVin: async () => null,
      motHistory: async () => null,
    };
    try {
      const config = loadConfig({
        VEHICLE_DATA: 'dvsa',
        DVSA_API_URL: fake.url,
        DVSA_TOKEN_URL: fake.tokenUrl,
        DVSA_CLIENT_ID: FAKE_DVSA_CREDENTIALS.clientId,
        DVSA_CLIENT_SECRET: FAKE_DVSA_CREDENTIALS.clientSecret,
        DVSA_API_KEY: FAKE_DVSA_CREDENTIALS.apiKey,
      });
      await createVehicleDataProvider(config, local, handle.db).byRegistration('WB19KFD');
      const rows = await queryRows<{ service: string }>(
        handle.db,
        sql`SELECT service FROM outside_service_turns WHERE service = ${DVSA_THROTTLE_SERVICE}`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
