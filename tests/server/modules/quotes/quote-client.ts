import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { Quote } from '../../../../contract/quotes/schemas';
import { bearer } from '../../helpers/session';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A device talking to the quote routes, with an Idempotency-Key per write when given. */
export function quoteClient(app: FastifyInstance, token: string | null) {
  const send = (method: Method, url: string, payload?: object, key?: string) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    send,
    create: (payload: object, key?: string) => send('POST', '/wishlists', payload, key),
    get: (id: string) => send('GET', `/wishlists/${id}`),
    replace: (id: string, payload: object, key?: string) => send('PUT', `/wishlists/${id}`, payload, key),
    changes: (id: string, changes: object[], key?: string) =>
      send('POST', `/wishlists/${id}/changes`, { changes }, key),

    /** A new quote with these parts ([sku, quantity]); answers it. */
    async quoteWith(parts: [string, number][] = [], header: object = {}): Promise<Quote> {
      const response = await send('POST', '/wishlists', {
        id: uuidv7(),
        name: 'Brake job – Mrs Patel’s Focus WB19 KFD',
        vehicle: { registration: 'WB19 KFD', description: 'Ford Focus 1.0 EcoBoost 2019' },
        ...header,
        items: parts.map(([sku, quantity], index) => item(sku, quantity, `a${index}`)),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Quote>();
    },
  };
}

export const item = (sku: string, quantity = 1, position = 'a0', id = uuidv7(), note: string | null = null) => ({
  id,
  position,
  product: `/products/${sku}`,
  quantity,
  note,
});

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}
