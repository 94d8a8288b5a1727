import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../../server/db/database';

/** Stock and prices the tests set by hand, so that checkout meets the case it tests. */
export const leedsKirkstall = '01936b2e-0000-7000-8000-00000000b001';

/** A Tuesday, 10:00 in the UK (GMT): before the van's 14:00 cut-off. */
export const tuesdayMorning = Date.parse('2026-03-10T10:00:00Z');

export async function setStock(db: Database, sku: string, quantity: number, branchId = leedsKirkstall): Promise<void> {
  await queryRows(db, sql`DELETE FROM branch_stock WHERE product_id = (SELECT id FROM products WHERE sku = ${sku})`);
  if (quantity > 0) {
    await queryRows(
      db,
      sql`INSERT INTO branch_stock (branch_id, product_id, quantity)
          SELECT ${branchId}, id, ${quantity} FROM products WHERE sku = ${sku}`,
    );
  }
}

export async function setPrice(db: Database, sku: string, price: number): Promise<void> {
  await queryRows(db, sql`UPDATE products SET price = ${price} WHERE sku = ${sku}`);
}
