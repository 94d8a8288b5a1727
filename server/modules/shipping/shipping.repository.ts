import { asc, eq } from 'drizzle-orm';
import type { ShippingService } from '../../../contract/shipping/schemas';
import type { Database } from '../../db/database';
import { shippingServices, type ShippingServiceRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

/** Shipping services in the contract's shape, read in the request's transaction when there is one. */
export function createShippingRepository(root: Database) {
  const db = databaseOf(root);
  const toService = ({ position: _position, ...row }: ShippingServiceRow): ShippingService => row;
  return {
    async list(status?: 'active' | 'inactive'): Promise<ShippingService[]> {
      const query = db()
        .select()
        .from(shippingServices)
        .orderBy(asc(shippingServices.position), asc(shippingServices.code));
      const rows = status ? await query.where(eq(shippingServices.status, status)) : await query;
      return rows.map(toService);
    },

    async find(code: string): Promise<ShippingService | undefined> {
      const [row] = await db().select().from(shippingServices).where(eq(shippingServices.code, code));
      return row ? toService(row) : undefined;
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
