import { sql } from 'drizzle-orm';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { queryRows, type Database } from '../../db/database';
import { HttpProblem } from '../../http/problem';
import { createOrderInvoicing } from '../../modules/invoices/invoices.service';
import {
  createOrdersRepository,
  createPartsOrderService,
  createStockReservationsRepository,
} from '../../modules/orders/orders.service';
import { orderParts } from '../../modules/work-orders/work-orders.service';

interface Row {
  id: string;
  document: WorkOrder;
  user_id: string;
  account_id: string;
  account_number: string;
  branch_id: string;
  branch_name: string;
  country: string;
}

/**
 * The demo's work orders past "pending" have their parts ordered (server/demo/work-orders), but
 * the seed sits below the modules and cannot price an order. At start, with the demo data on, this
 * places those orders as the work orders say they were: at the account's branch, on the day the
 * parts were ordered, with the reference on the work order. Stock is left alone (those parts
 * arrived long ago). A work order whose order exists is skipped, so it runs at every start.
 */
export async function placeDemoPartsOrders(db: Database): Promise<number> {
  const partsOrders = createPartsOrderService({
    orders: createOrdersRepository(db),
    reservations: createStockReservationsRepository(db),
    invoices: createOrderInvoicing(db),
  });
  const rows = await queryRows<Row>(
    db,
    sql`SELECT w.id::text AS id, w.document, COALESCE(w.created_by, a.user_id)::text AS user_id,
               a.id::text AS account_id, a.account_number, b.id::text AS branch_id, b.name AS branch_name,
               u.trading_country AS country
          FROM work_orders w
          JOIN babbage_accounts a ON a.id = w.account_id
          JOIN branches b ON b.id = a.branch_id
          JOIN users u ON u.id = a.user_id
         WHERE jsonb_path_exists(w.document, '$.workOrderItems[*] ? (@.orderedIn != null)')
           AND NOT jsonb_path_exists(w.document, '$.partsOrders[*]')
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.work_order_id = w.id)`,
  );
  for (const row of rows) {
    const doc = typeof row.document === 'string' ? (JSON.parse(row.document) as WorkOrder) : row.document;
    const orderIds = [...new Set(doc.workOrderItems.flatMap((item) => (item.orderedIn ? [item.orderedIn] : [])))];
    const placed = [];
    for (const orderId of orderIds) {
      // A part withdrawn from the catalogue since: that order is left unmade, the start goes on.
      const move = doc.statusHistory.find((entry) => entry.to === 'parts-ordered');
      const order = await orderParts(partsOrders, {
        doc,
        index: 0,
        orderId,
        account: {
          id: row.account_id,
          accountNumber: row.account_number,
          branchId: row.branch_id,
          branchName: row.branch_name,
          country: row.country.toLowerCase() === 'ie' ? 'IE' : 'GB',
        },
        userId: row.user_id,
        now: new Date(move?.at ?? doc.createdAt),
        takeStock: false,
      }).catch((error: unknown) => {
        if (error instanceof HttpProblem) return null;
        throw error;
      });
      if (order) placed.push(order.order);
    }
    await queryRows(
      db,
      sql`UPDATE work_orders SET document = jsonb_set(document, '{partsOrders}', ${JSON.stringify(placed)}::jsonb)
           WHERE id = ${row.id}`,
    );
  }
  return rows.length;
}
