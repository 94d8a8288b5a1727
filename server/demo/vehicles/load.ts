import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import {
  DEFAULT_VEHICLE_COUNT,
  DEFAULT_VEHICLE_SEED,
  generateRegisteredVehicles,
  type MotTestRow,
  type RegisteredVehicleRow,
} from './generate';

/**
 * Loads the demo parc's registered vehicles and MOT histories into empty tables, in one
 * transaction. A few hundred vehicles and a couple of thousand tests need no bulk tricks:
 * multi-row inserts in batches stay well under PostgreSQL's 65,535 parameters per statement.
 * registered_vehicles.variant_id refers to vehicle_variants, so the catalogue goes first.
 */
export interface VehicleLoadOptions {
  seed?: number;
  /** YYYY-MM-DD; by default the current UTC date. */
  today?: string;
  count?: number;
  onProgress?: (message: string) => void;
}

const BATCH = 500;

/** One cheap query: an empty registered_vehicles table means the parc was never loaded. */
export async function registeredVehiclesAreLoaded(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM registered_vehicles) AS present`,
  );
  return Boolean(row?.present);
}

const vehicleValues = (v: RegisteredVehicleRow) =>
  sql`(${v.id}::uuid, ${v.vrm}, ${v.vin}, ${v.variantId}::int, ${v.country}, ${v.registrationDate}::date,
       ${v.manufactureDate}::date, ${v.colour}, ${v.motTestDueDate}::date, ${v.hasOutstandingRecall})`;

const testValues = (t: MotTestRow) =>
  sql`(${t.motTestNumber}, ${t.vehicleId}::uuid, ${t.completedDate}::timestamptz, ${t.testResult},
       ${t.expiryDate}::date, ${t.odometerValue}, ${t.odometerUnit}, ${t.odometerResultType},
       ${t.registrationAtTimeOfTest}, ${t.dataSource},
       ${JSON.stringify(t.defects)}::jsonb)`;

async function insertBatches<T>(run: (query: SQL) => Promise<unknown>, head: SQL, rows: T[], values: (row: T) => SQL) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await run(sql`${head} VALUES ${sql.join(rows.slice(start, start + BATCH).map(values), sql`, `)}`);
  }
}

export async function loadRegisteredVehicles(
  db: Database,
  options: VehicleLoadOptions = {},
): Promise<{ vehicles: number; motTests: number }> {
  const {
    seed = DEFAULT_VEHICLE_SEED,
    today = new Date().toISOString().slice(0, 10),
    count = DEFAULT_VEHICLE_COUNT,
    onProgress = () => {},
  } = options;
  if (await registeredVehiclesAreLoaded(db)) {
    onProgress('registered vehicles already loaded');
    return { vehicles: 0, motTests: 0 };
  }
  const { vehicles, motTests } = generateRegisteredVehicles({ seed, today, count });
  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await insertBatches(
      run,
      sql`INSERT INTO registered_vehicles (id, vrm, vin, variant_id, country, registration_date, manufacture_date,
            colour, mot_test_due_date, has_outstanding_recall)`,
      vehicles,
      vehicleValues,
    );
    await insertBatches(
      run,
      sql`INSERT INTO mot_tests (mot_test_number, vehicle_id, completed_date, test_result, expiry_date, odometer_value,
            odometer_unit, odometer_result_type, registration_at_time_of_test, data_source, defects)`,
      motTests,
      testValues,
    );
  });
  onProgress(
    `registered vehicles ${vehicles.length.toLocaleString('en-GB')}, ` +
      `MOT tests ${motTests.length.toLocaleString('en-GB')}`,
  );
  return { vehicles: vehicles.length, motTests: motTests.length };
}
