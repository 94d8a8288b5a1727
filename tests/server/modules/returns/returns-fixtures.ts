import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import type { DigitalReturn, ReturnProduct } from '../../../../contract/returns/schemas';
import { queryRows, type Database } from '../../../../server/db/database';
import type { Client } from '../invoices/invoice-fixtures';

/**
 * The order's tracking, written before anyone looks at it: received, then handed over at `at`
 * (a van's delivery). Tracking drawn from the order's id would end in an attempted delivery now
 * and then; a test that needs the parts delivered says when.
 */
export async function markDelivered(db: Database, orderId: string, at: Date, kind = 'delivered'): Promise<void> {
  const received = JSON.stringify({ description: 'Order received' });
  const handed = JSON.stringify({ description: kind === 'delivered' ? 'Delivered' : 'Delivery attempted' });
  await queryRows(
    db,
    sql`INSERT INTO order_tracking_events (order_id, position, kind, at, details) VALUES
          (${orderId}::uuid, 0, 'received', ${at.toISOString()}::timestamptz, ${received}::jsonb),
          (${orderId}::uuid, 1, ${kind}, ${at.toISOString()}::timestamptz, ${handed}::jsonb)`,
  );
}

/** The return calls, as a person's client makes them. */
export function returnsClient(client: Client) {
  return {
    products: (orderId: string) => client.send('GET', `/orders/${orderId}/digital-return-products`),
    async returnable(orderId: string): Promise<ReturnProduct[]> {
      const response = await client.send('GET', `/orders/${orderId}/digital-return-products`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<HydraCollection<ReturnProduct>>()['hydra:member'];
    },
    create: (body: object, key?: string) => client.send('POST', '/digital-returns', body, key),
    list: (query = '') => client.send('GET', `/digital-returns${query}`),
    get: (id: string) => client.send('GET', `/digital-returns/${id}`),
  };
}

export const returnOf = (response: LightMyRequestResponse): DigitalReturn => response.json<DigitalReturn>();
