import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { lineAnswers } from '../../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../../contract/work-orders/pricing/priced-lines';
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
    status: (id: string, status: string, reason?: string, override?: string) =>
      send('POST', `/work-orders/update-status/${id}/${status}`, {
        ...(reason ? { reason } : {}),
        ...(override ? { override: { reason: override } } : {}),
      }),

    /** The customer agrees to everything on the work order as it stands, for what it costs now (issue 42). */
    async authoriseAll(workOrder: WorkOrder, by = 'Mrs J. Kaur'): Promise<WorkOrder> {
      const answers = lineAnswers(workOrder, pricedLines(workOrder, workOrder.appliedUplift));
      const kinds: [string, { id: string }[]][] = [
        ['job', workOrder.workOrderJobs],
        ['maintenanceSchedule', workOrder.maintenanceSchedules],
        ['item', workOrder.workOrderItems],
        ['quickKit', workOrder.workOrderQuickKits],
      ];
      const changes = kinds.flatMap(([kind, lines]) =>
        lines.flatMap((line) => {
          const answer = answers.get(line.id);
          return answer && answer.state !== 'authorised'
            ? [{ op: 'authorise', kind, lineId: line.id, by, method: 'in-person', amount: answer.current }]
            : [];
        }),
      );
      if (!changes.length) return workOrder;
      const response = await send('POST', `/work-orders/${workOrder.id}/changes`, { changes });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<WorkOrder>();
    },

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

/**
 * A custom job at the demo Leeds account's Mechanical rate, £72 an hour: the server takes only the
 * account's own rates, at their rate, unless the line is an override (issue 42).
 */
export const customJob = (description: string, time: string, rate = 7200, position = 'a0', id = uuidv7()) => ({
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
