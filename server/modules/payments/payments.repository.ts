import type { Database } from '../../db/database';
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

export type PaymentRow = typeof paymentTransactions.$inferSelect;

/** Payment transactions: one per order (a unique key), in the request's transaction. */
export function createPaymentsRepository(root: Database) {
  const db = databaseOf(root);
  return {
    /** Stores the payment; false when its id or its order is already paid for. */
    async insert(payment: PaymentRow): Promise<boolean> {
      const rows = await db()
        .insert(paymentTransactions)
        .values(payment)
        .onConflictDoNothing()
        .returning({ id: paymentTransactions.id });
      return rows.length === 1;
    },
    /** The order's payment taken off the account again (its order was cancelled). */
    async reverse(orderId: string): Promise<void> {
      await db()
        .update(paymentTransactions)
        .set({ status: 'reversed' })
        .where(eq(paymentTransactions.orderId, orderId));
    },
    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1);
      return row;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
