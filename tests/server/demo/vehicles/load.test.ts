import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredVariants } from '../../../../server/providers/car-parc';
import { loadCatalogue } from '../../../../server/demo/catalogue/load';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { seedDemoData } from '../../../../server/demo/seed';
import { generateRegisteredVehicles } from '../../../../server/demo/vehicles/generate';
import { loadRegisteredVehicles, registeredVehiclesAreLoaded } from '../../../../server/demo/vehicles/load';
import { createPasswordHasher } from '../../../../server/modules/passwords/password-hasher';
import { testDatabases } from '../../helpers/test-app';

const TODAY = '2026-11-23';
const SEED = 11;
const COUNT = 120;
/** The smallest catalogue: the registered vehicles need only its variants. */
const CATALOGUE = { scale: 40, seed: 3 };

describe.each(testDatabases)('the demo registered vehicles loaded into $name', (database) => {
  let handle: DatabaseHandle;
  const expected = generateRegisteredVehicles({ seed: SEED, today: TODAY, count: COUNT });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
  const counts = async () =>
    (
      await rows<{ vehicles: number; tests: number }>(sql`
      SELECT (SELECT count(*) FROM registered_vehicles)::int AS vehicles,
             (SELECT count(*) FROM mot_tests)::int AS tests`)
    )[0];

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
    await loadCatalogue(handle.db, CATALOGUE);
  });
  afterAll(() => handle.close());

  it('loads every generated row into empty tables', async () => {
    expect(await registeredVehiclesAreLoaded(handle.db)).toBe(false);
    const messages: string[] = [];
    const loaded = await loadRegisteredVehicles(handle.db, {
      seed: SEED,
      today: TODAY,
      count: COUNT,
      onProgress: (m) => messages.push(m),
    });
    expect(loaded).toEqual({ vehicles: COUNT, motTests: expected.motTests.length });
    expect(messages.at(-1)).toMatch(/^registered vehicles 120, MOT tests /);
    expect(await registeredVehiclesAreLoaded(handle.db)).toBe(true);
    expect(await counts()).toEqual({ vehicles: COUNT, tests: expected.motTests.length });
  });

  it('stores the rows exactly as generated', async () => {
    const vehicles = await rows<Record<string, unknown>>(sql`
      SELECT id, vrm, vin, variant_id AS "variantId", country, registration_date::text AS "registrationDate",
             manufacture_date::text AS "manufactureDate", colour, mot_test_due_date::text AS "motTestDueDate",
             has_outstanding_recall AS "hasOutstandingRecall"
      FROM registered_vehicles ORDER BY vrm`);
    expect(vehicles).toEqual([...expected.vehicles].sort((a, b) => (a.vrm < b.vrm ? -1 : 1)));
    const tests = await rows<Record<string, unknown>>(sql`
      SELECT mot_test_number AS "motTestNumber", vehicle_id AS "vehicleId",
             to_char(completed_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"') AS "completedDate",
             test_result AS "testResult", expiry_date::text AS "expiryDate", odometer_value AS "odometerValue",
             odometer_unit AS "odometerUnit", odometer_result_type AS "odometerResultType",
             registration_at_time_of_test AS "registrationAtTimeOfTest", data_source AS "dataSource", defects
      FROM mot_tests ORDER BY mot_test_number`);
    expect(tests).toEqual([...expected.motTests].sort((a, b) => (a.motTestNumber < b.motTestNumber ? -1 : 1)));
  });

  it('refers to the catalogue variants: the Focus is TecDoc 595349, its tests newest first by the index', async () => {
    const [focus] = await rows<{ tecdoc_id: number; tests: number }>(sql`
      SELECT v.tecdoc_id, (SELECT count(*) FROM mot_tests t WHERE t.vehicle_id = r.id)::int AS tests
      FROM registered_vehicles r JOIN vehicle_variants v ON v.id = r.variant_id WHERE r.vrm = 'WB19KFD'`);
    expect(focus?.tecdoc_id).toBe(featuredVariants.focusEcoBoost2019.tecdocId);
    expect(focus?.tests).toBeGreaterThanOrEqual(5);
    const results = await rows<{ test_result: string }>(sql`
      SELECT t.test_result FROM mot_tests t JOIN registered_vehicles r ON r.id = t.vehicle_id
      WHERE r.vrm = 'WB19KFD' ORDER BY t.completed_date DESC`);
    expect(results.filter((row) => row.test_result === 'FAILED')).toHaveLength(1);
  });

  it('does nothing the second time, and the seed leaves loaded vehicles alone', async () => {
    const before = await counts();
    expect(await loadRegisteredVehicles(handle.db, { seed: SEED + 1, today: TODAY })).toEqual({
      vehicles: 0,
      motTests: 0,
    });
    await seedDemoData(handle.db, createPasswordHasher(), CATALOGUE);
    expect(await counts()).toEqual(before);
  });
});

describe.each(testDatabases)('seeding a new $name database', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('loads the registered vehicles after the catalogue, dated from today', async () => {
    await seedDemoData(handle.db, createPasswordHasher(), CATALOGUE);
    const [row] = await queryRows<{ vehicles: number; featured: number }>(
      handle.db,
      sql`SELECT count(*)::int AS vehicles,
                 count(*) FILTER (WHERE vrm IN ('WB19KFD', 'WB16GLF', '191-D-12345'))::int AS featured
          FROM registered_vehicles`,
    );
    expect(row).toEqual({ vehicles: 400, featured: 3 });
  });
});
