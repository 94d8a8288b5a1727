import { z } from 'zod/mini';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { NetworkError } from '../../api/api-error';
import { healthCheckTable } from '../../db/health-checks';
import { registerOperation, type Operation, type QueuedEntry } from '../../sync/operations';
import { recordChange } from '../../sync/record-change';
import { healthCheckStore } from './health-check-store';
import {
  HEALTH_CHECK_ANSWERS_OPERATION,
  HEALTH_CHECK_ENTITY,
  type HealthCheckAnswersPayload,
} from './health-check-outbox';

/**
 * Answers staff took (issue 46) wait in the outbox as their own entry: the check's row is not
 * changed until the server records them (it sets the time, the price shown and the jobs), and the
 * page shows them beside their items as waiting, or refused in the server's words.
 */
const payloadSchema = z.looseObject({
  method: z.enum(['phone', 'in-person']),
  by: z.string(),
  answers: z.array(z.looseObject({ item: z.string(), decision: z.string() })).check(z.minLength(1)),
}) as unknown as z.ZodMiniType<HealthCheckAnswersPayload>;

const requests = () =>
  import('./api/health-check-requests').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });

const adopt = async (entry: QueuedEntry, server: HealthCheck) =>
  void (await healthCheckStore.rebuildRow(entry.entityId, entry.id, server));

export const healthCheckAnswersOperation: Operation<HealthCheckAnswersPayload> = {
  payload: payloadSchema,
  send: async (entry, policy) => (await requests()).sendAnswers(entry, policy),
  applied: async (entry, answer) => adopt(entry, answer as HealthCheck),
  snapshot: async (entry) => (await healthCheckTable.get(entry.entityId))?.healthCheck ?? null,
  takeTheirs: async (entry, theirs) => adopt(entry, theirs as HealthCheck),
  // An answer given is the customer's word: there is nothing of the device's to keep over it.
  keepMine: async () => {},
};

export function registerHealthCheckAnswersOperation(): void {
  registerOperation(HEALTH_CHECK_ANSWERS_OPERATION, healthCheckAnswersOperation);
}

/** Queues answers taken by phone or at the counter; the sync engine sends them when it can. */
export async function recordStaffAnswers(
  userId: string,
  id: string,
  payload: HealthCheckAnswersPayload,
  now = new Date(),
): Promise<void> {
  const count = payload.answers.length;
  const how = payload.method === 'phone' ? 'by phone' : 'in person';
  await recordChange(
    [healthCheckTable],
    async () => {},
    {
      userId,
      entity: HEALTH_CHECK_ENTITY,
      entityId: id,
      operation: HEALTH_CHECK_ANSWERS_OPERATION,
      payload,
      description: `The customer’s answer to ${count} item${count === 1 ? '' : 's'} (${how})`,
    },
    now,
  );
}
