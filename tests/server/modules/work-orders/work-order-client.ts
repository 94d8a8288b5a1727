import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { bearer } from '../../helpers/session';

/** A tablet talking to the work-order routes, with an Idempotency-Key per write when given. */
export function workOrderClient(app: FastifyInstance, token: string) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    send,
    get: (id: string) => send('GET', `/work-orders/${id}`),
    list: (query = '') => send('GET', `/work-orders${query}`),
    create: (payload: object, key?: string) => send('POST', '/work-orders/save', payload, key),
    changes: (id: string, changes: object[], key?: string) =>
      send('POST', `/work-orders/${id}/changes`, { changes }, key),
    status: (id: string, status: string, reason?: string) =>
      send('POST', `/work-orders/update-status/${id}/${status}`, reason ? { reason } : {}),

    /** A new work order for a vehicle, with these parts ([sku, quantity]) and jobs; answers it. */
    async workOrderWith(
      parts: [string, number][] = [],
      jobs: object[] = [],
      header: object = { vrm: 'WB19 KFD', make: 'Ford', model: 'Focus Mk4' },
    ): Promise<WorkOrder> {
      const response = await send('POST', '/work-orders/save', {
        id: uuidv7(),
        ...header,
        workOrderItems: parts.map(([sku, quantity], index) => part(sku, quantity, `a${index}`)),
        workOrderJobs: jobs,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<WorkOrder>();
    },
  };
}

export const part = (sku: string, quantity = 1, position = 'a0', id = uuidv7()) => ({
  id,
  position,
  product: `/products/${sku}`,
  quantity,
});

export const customJob = (description: string, time: string, rate = 7500, position = 'a0', id = uuidv7()) => ({
  id,
  position,
  job: null,
  description,
  customJob: 'custom',
  labourRate: { id: 'mechanical', rate },
  time,
});

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}
