import { sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders/schemas';
import type { BabbageAccount } from '../../../contract/users/schemas';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { createDeliveries, type TrackingScope } from '../tracking/tracking.service';

/**
 * What an order's answer says beyond its own row (issue 43): the trade account it was placed for
 * (so two orders of two accounts never look alike, whichever account is active), and how many of
 * its units it holds and how many came back by returns (collected or credited), which its status
 * word is read from (contract/orders/order-progress.ts), and its invoice's number.
 */
export interface OrderFacts {
  babbageAccount: BabbageAccount | null;
  orderedUnits: number;
  returnedUnits: number;
  /** Its invoice (not a credit note), once issued. */
  invoiceNumber: string | null;
}

const noFacts: OrderFacts = { babbageAccount: null, orderedUnits: 0, returnedUnits: 0, invoiceNumber: null };

interface FactsRow {
  id: string;
  account_id: string | null;
  account_number: string | null;
  branch_id: string | null;
  branch_name: string | null;
  ordered: number | string | null;
  returned: number | string | null;
  invoice_number: string | null;
}

/** The facts of several orders in one query, and what their tracking says has happened, in two. */
export function createOrderFacts(root: Database) {
  const db = databaseOf(root);
  const deliveries = createDeliveries(root);

  return {
    async of(ids: string[]): Promise<Map<string, OrderFacts>> {
      const found = new Map<string, OrderFacts>(ids.map((id) => [id, noFacts]));
      if (!ids.length) return found;
      const rows = await queryRows<FactsRow>(
        db(),
        sql`SELECT o.id::text AS id, a.id::text AS account_id, a.account_number, b.id::text AS branch_id,
                   b.name AS branch_name,
                   (SELECT COALESCE(sum((l ->> 'quantity')::int), 0) FROM jsonb_array_elements(o.lines) l) AS ordered,
                   (SELECT COALESCE(sum(rl.quantity), 0) FROM digital_return_lines rl
                      JOIN digital_returns r ON r.id = rl.return_id
                     WHERE rl.order_id = o.id AND r.state IN ('collected', 'credited')) AS returned,
                   (SELECT i.invoice_number FROM invoices i WHERE i.order_id = o.id AND i.type = 'invoice'
                     LIMIT 1) AS invoice_number
              FROM orders o
              LEFT JOIN babbage_accounts a ON a.id = o.babbage_account_id
              LEFT JOIN branches b ON b.id = a.branch_id
             WHERE o.id IN ${ids}`,
      );
      for (const row of rows) {
        found.set(row.id, {
          babbageAccount:
            row.account_id && row.account_number && row.branch_id && row.branch_name
              ? {
                  id: row.account_id,
                  accountNumber: row.account_number,
                  branch: { id: row.branch_id, name: row.branch_name },
                }
              : null,
          orderedUnits: Number(row.ordered ?? 0),
          returnedUnits: Number(row.returned ?? 0),
          invoiceNumber: row.invoice_number,
        });
      }
      return found;
    },

    /**
     * What has happened to each order by `now`, as the tracking page shows it; an order nobody has
     * tracked yet gets its tracking drawn now, as the tracking page would draw it.
     */
    happened(
      scope: TrackingScope,
      orders: { id: string; cancelledAt: Date | null }[],
      now: Date,
    ): Promise<Map<string, Order['trackingEvents']>> {
      return deliveries.happenedToEach(scope, orders, now);
    },
  };
}

export type OrderFactsReader = ReturnType<typeof createOrderFacts>;
