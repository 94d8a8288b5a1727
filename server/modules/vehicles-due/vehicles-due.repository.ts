import { sql } from 'drizzle-orm';
import { textArrayLiteral } from '../../db/array-literal';
import { queryRows, type Database } from '../../db/database';
import { currentDatabase } from '../../db/unit-of-work';

export interface VisitRow {
  id: string;
  number: string | null;
  status: string;
  created_at: string | Date;
  vrm: string;
  make: string | null;
  model: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  mileage: number | null;
  jobs: string[] | null;
}

export interface MotRow {
  vrm_key: string;
  due: string | null;
  latest_mileage: number | null;
  latest_test: string | null;
}

export interface DeferredRow {
  vrm_key: string;
  item_name: string;
  state: 'red' | 'amber';
  follow_up: string;
}

/** What the list reads: the account's work orders with a registration, the MOT history, deferred work. */
export function createVehiclesDueRepository(root: Database) {
  const db = () => currentDatabase(root);
  return {
    async visits(accountId: string): Promise<VisitRow[]> {
      return queryRows<VisitRow>(
        db(),
        sql`SELECT id::text, document->>'workOrderNumber' AS number, status, created_at,
                   document->>'vrm' AS vrm, document->>'make' AS make, document->>'model' AS model,
                   document->>'customerName' AS customer_name, document->>'customerPhone' AS customer_phone,
                   (document->>'mileage')::int AS mileage,
                   ARRAY(SELECT j->>'description'
                           FROM jsonb_array_elements(coalesce(document->'workOrderJobs', '[]'::jsonb)) j) AS jobs
              FROM work_orders
             WHERE account_id = ${accountId}::uuid AND status <> 'cancelled'
               AND coalesce(document->>'vrm', '') <> ''
             ORDER BY created_at DESC`,
      );
    },
    /** The MOT due date (the DVSA's, else the latest test's expiry) and the latest odometer reading. */
    async mot(vrmKeys: readonly string[]): Promise<MotRow[]> {
      if (vrmKeys.length === 0) return [];
      return queryRows<MotRow>(
        db(),
        sql`SELECT r.vrm AS vrm_key,
                   coalesce(r.mot_test_due_date::text,
                            (SELECT max(t.expiry_date)::text FROM mot_tests t WHERE t.vehicle_id = r.id)) AS due,
                   (SELECT t.odometer_value FROM mot_tests t
                     WHERE t.vehicle_id = r.id AND upper(t.odometer_unit) = 'MI' AND t.odometer_value ~ '^[0-9]{1,7}$'
                     ORDER BY t.completed_date DESC LIMIT 1)::int AS latest_mileage,
                   (SELECT max(t.completed_date)::date::text FROM mot_tests t WHERE t.vehicle_id = r.id) AS latest_test
              FROM registered_vehicles r
             WHERE r.vrm = ANY(${textArrayLiteral([...vrmKeys])}::text[])`,
      );
    },
    async deferred(accountId: string): Promise<DeferredRow[]> {
      return queryRows<DeferredRow>(
        db(),
        sql`SELECT vrm_key, item_name, state, follow_up::text AS follow_up FROM deferred_work
             WHERE account_id = ${accountId}::uuid ORDER BY follow_up, item_name`,
      );
    },
  };
}

export type VehiclesDueRepository = ReturnType<typeof createVehiclesDueRepository>;
