import { sql } from 'drizzle-orm';
import { textArrayLiteral } from '../../db/array-literal';
import { queryRows, type Database } from '../../db/database';
import { customJobs, labourRates, workOrderNumbers, workOrders, workOrderSettings } from '../../db/schema';
import { formatWorkOrderNumber, workOrderSearchText } from '../../../contract/work-orders/numbers';
import { bigJobVrms } from './big-job-plans';
import type { DemoCar } from './documents';
import { demoWorkOrders } from './work-orders';
import { demoWorkshops } from './workshops';

/**
 * The cars a workshop sees: the featured ones (WB19 KFD, WB16 GLF, P4 RTS…), the cars of its big
 * jobs (big-jobs.ts) and some of the parc.
 */
async function carsFor(db: Database, country: 'GB' | 'IE', bigJobCars: string[]): Promise<DemoCar[]> {
  const featured = [
    ...(country === 'GB' ? ['WB19KFD', 'WB16GLF', 'P4RTS', 'WB68FCS', 'WBY42T', 'K7WBY'] : ['191-D-12345']),
    ...bigJobCars,
  ];
  const rows = await queryRows<DemoCar & { variant_id: number; tecdoc_id: number }>(
    db,
    sql`SELECT r.vrm, r.vin, v.id AS variant_id, v.tecdoc_id, mk.name AS make, m.name AS model, v.name AS engine,
               v.fuel, to_char(r.registration_date, 'YYYY') AS year
          FROM registered_vehicles r
          JOIN vehicle_variants v ON v.id = r.variant_id
          JOIN vehicle_models m ON m.id = v.model_id
          JOIN vehicle_makes mk ON mk.id = m.make_id
         WHERE r.vrm = ANY(${textArrayLiteral(featured)}::text[])
            OR r.id IN (SELECT id FROM registered_vehicles WHERE country = ${country} ORDER BY vin LIMIT 24)
         ORDER BY array_position(${textArrayLiteral(featured)}::text[], r.vrm) NULLS LAST, r.vin`,
  );
  return rows.map((row) => ({ ...row, variantId: row.variant_id, tecdocId: row.tecdoc_id }));
}

/**
 * The demo trade accounts' workshops: set-up (uplift, labour rates, custom jobs) and about thirty
 * work orders each. Rows already there are left alone, so it is safe at every start; runs after
 * the users, their accounts, the catalogue and the registered vehicles.
 */
export async function loadWorkshopDemo(db: Database, today = new Date()): Promise<void> {
  for (const workshop of demoWorkshops) {
    const accountId = workshop.accountId;
    await db
      .insert(workOrderSettings)
      .values({ accountId, configured: true, defaultUplift: workshop.defaultUplift })
      .onConflictDoNothing();
    await db
      .insert(labourRates)
      .values(workshop.rates.map((rate, position) => ({ accountId, ...rate, position })))
      .onConflictDoNothing();
    await db
      .insert(customJobs)
      .values(workshop.customJobs.map((job) => ({ accountId, ...job })))
      .onConflictDoNothing();

    const [account] = await queryRows<{ branch_id: string; user_id: string; country: string; count: number }>(
      db,
      sql`SELECT a.branch_id::text, a.user_id::text, u.trading_country AS country,
                 (SELECT count(*)::int FROM work_orders w WHERE w.account_id = a.id) AS count
            FROM babbage_accounts a JOIN users u ON u.id = a.user_id WHERE a.id = ${accountId}::uuid`,
    );
    if (!account || account.count > 0) continue;
    const country = account.country.toLowerCase() === 'ie' ? 'IE' : 'GB';
    const cars = await carsFor(db, country, bigJobVrms(accountId));
    const orders = await demoWorkOrders(
      db,
      { ...workshop, country, branchId: account.branch_id, userId: account.user_id },
      cars,
      today,
    );
    if (!orders.length) continue;
    await db.insert(workOrders).values(
      orders.map(({ doc, number, created, modified }) => ({
        id: doc.id,
        accountId,
        number,
        rev: 1 + doc.statusHistory.length,
        status: doc.status,
        document: { ...doc, workOrderNumber: formatWorkOrderNumber(number) },
        searchText: workOrderSearchText(number, doc),
        totalIncTax: doc.prices.workOrderSummary.total.incTax,
        createdBy: account.user_id,
        createdAt: created,
        modifiedAt: modified,
      })),
    );
    await db
      .insert(workOrderNumbers)
      .values({ accountId, lastNumber: orders.length })
      .onConflictDoUpdate({ target: workOrderNumbers.accountId, set: { lastNumber: orders.length } });
  }
}
