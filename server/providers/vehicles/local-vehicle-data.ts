import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { modelFamily } from './model-family';
import { recallStatusOf } from './recall-status';
import type { MotHistory, MotTest, ProviderFuel, VehicleDataProvider, VehicleRecord } from './vehicle-data-provider';

interface VehicleRow {
  id: string;
  vrm: string;
  vin: string;
  country: 'GB' | 'NI' | 'IE';
  registration_date: string;
  manufacture_date: string;
  colour: string;
  mot_test_due_date: string | null;
  has_outstanding_recall: string;
  make: string;
  model: string;
  engine_cc: number | null;
  fuel: ProviderFuel;
}

interface MotRow {
  mot_test_number: string;
  completed_date: Date | string;
  test_result: 'PASSED' | 'FAILED';
  expiry_date: string | null;
  odometer_value: string | null;
  odometer_unit: 'MI' | 'KM' | null;
  odometer_result_type: MotTest['odometerResultType'];
  registration_at_time_of_test: string;
  data_source: string;
  defects: MotTest['defects'];
}

const vehicleColumns = sql`v.id::text AS id, v.vrm, v.vin, v.country, v.registration_date::text AS registration_date,
  v.manufacture_date::text AS manufacture_date, v.colour, v.mot_test_due_date::text AS mot_test_due_date,
  v.has_outstanding_recall, mk.name AS make, m.name AS model, va.engine_cc, va.fuel`;
const vehicleJoins = sql`registered_vehicles v JOIN vehicle_variants va ON va.id = v.variant_id
  JOIN vehicle_models m ON m.id = va.model_id JOIN vehicle_makes mk ON mk.id = m.make_id`;

/**
 * The default vehicle data provider: the demo parc's registered vehicles. It answers as the DVSA
 * MOT History API does, the model family in capitals and no TecDoc id, so that the lookup goes
 * through the same matching and refinement as the real service would.
 */
export function createLocalVehicleData(db: Database): VehicleDataProvider {
  const toRecord = (row: VehicleRow): VehicleRecord => ({
    registration: row.vrm,
    vin: row.vin,
    make: row.make,
    model: modelFamily(row.model).toUpperCase(),
    fuel: row.fuel,
    engineCc: row.engine_cc,
    registrationDate: row.registration_date,
    manufactureYear: Number(row.manufacture_date.slice(0, 4)),
    colour: row.colour,
    motTestDueDate: row.mot_test_due_date,
    tecdocId: null,
  });

  const find = async (where: ReturnType<typeof sql>) => {
    const [row] = await queryRows<VehicleRow>(db, sql`SELECT ${vehicleColumns} FROM ${vehicleJoins} WHERE ${where}`);
    return row;
  };

  return {
    name: 'local',
    async byRegistration(registration) {
      const row = await find(sql`v.vrm = ${registration}`);
      return row ? toRecord(row) : null;
    },
    async byVin(vin) {
      const row = await find(sql`v.vin = ${vin}`);
      return row ? toRecord(row) : null;
    },
    async motHistory(registration): Promise<MotHistory | null> {
      const row = await find(sql`v.vrm = ${registration}`);
      // Irish cars have the NCT, not the MOT: no history to give.
      if (!row || row.country === 'IE') return null;
      const tests = await queryRows<MotRow>(
        db,
        sql`SELECT mot_test_number, completed_date, test_result, expiry_date::text AS expiry_date, odometer_value,
              odometer_unit, odometer_result_type, registration_at_time_of_test, data_source, defects
            FROM mot_tests WHERE vehicle_id = ${row.id} ORDER BY completed_date DESC, mot_test_number DESC`,
      );
      return {
        vehicle: toRecord(row),
        motTests: tests.map((test) => ({
          completedDate: new Date(test.completed_date).toISOString(),
          testResult: test.test_result,
          expiryDate: test.expiry_date,
          odometerValue: test.odometer_value,
          odometerUnit: test.odometer_unit,
          odometerResultType: test.odometer_result_type,
          motTestNumber: test.mot_test_number,
          registrationAtTimeOfTest: test.registration_at_time_of_test,
          dataSource: test.data_source,
          defects: test.defects,
        })),
        hasOutstandingRecall: recallStatusOf(row.has_outstanding_recall),
      };
    },
  };
}
