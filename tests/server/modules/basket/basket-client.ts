import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Basket } from '../../../../contract/basket/schemas';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { bearer } from '../../helpers/session';

/** A caller of the basket, order and payment routes, optionally with an Idempotency-Key per call. */
export function basketClient(app: FastifyInstance, token: string) {
  const headers = (key?: string) => ({ ...bearer(token), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) });
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key?: string) =>
    app.inject({ method, url: `/api${url}`, headers: headers(key), ...(payload ? { payload } : {}) });
  return {
    send,
    create: (payload: object = { lines: [], currency: 'GBP' }, key?: string) => send('POST', '/baskets', payload, key),
    get: (id: string) => send('GET', `/baskets/${id}`),
    totals: (id: string) => send('GET', `/baskets/${id}/totals`),
    update: (id: string, payload: object, key?: string) => send('PUT', `/baskets/${id}`, payload, key),
    remove: (id: string, key?: string) => send('DELETE', `/baskets/${id}`, undefined, key),
    promotions: (id: string, promoCodes: string[], extra: object = {}, key?: string) =>
      send('PUT', `/baskets/${id}/promotion-codes`, { promoCodes, ...extra }, key),
    removePromotion: (id: string, code: string) => send('DELETE', `/baskets/${id}/promotion-codes/${code}`),
    confirm: (id: string, payload: object = {}, key?: string) => send('PUT', `/baskets/${id}/confirm`, payload, key),
    convert: (id: string, payload: object = {}, key?: string) => send('PUT', `/baskets/${id}/convert`, payload, key),
    pay: (payload: object, key?: string) => send('POST', '/payment-transactions', payload, key),
    payAt: (id: string, payload: object) => send('PUT', `/payment-transactions/${id}`, payload),
    orders: (query = '') => send('GET', `/users-orders${query}`),
    order: (id: string) => send('GET', `/orders/${id}`),

    /** A new basket with these lines ([sku, quantity]); answers it. */
    async basketWith(lines: [string, number][], currency = 'GBP'): Promise<Basket> {
      const response = await send('POST', '/baskets', {
        currency,
        lines: lines.map(([sku, quantity]) => ({ id: uuidv7(), product: `/products/${sku}`, quantity })),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Basket>();
    },
  };
}

export const line = (sku: string, quantity = 1, id = uuidv7()) => ({ id, product: `/products/${sku}`, quantity });

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}
