import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { HydraCollection } from '../../../../contract/http/hydra';
import type { DigitalReturn, ReturnProduct } from '../../../../contract/returns/schemas';
import type { Client } from '../invoices/invoice-fixtures';

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
