import { beforeEach, describe, expect, it } from 'vitest';
import { staffAnswersSchema } from '../../../../contract/health-checks/answers';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import { createHealthCheckSchema } from '../../../../contract/health-checks/schemas';
import { quickTemplate } from '../../../../contract/health-checks/templates';
import type { EntityChange } from '../../../../src/sync/entity-changes';
import { recordStaffAnswers } from '../../../../src/features/health-checks/health-check-answers-outbox';
import {
  HEALTH_CHECK_ANSWERS_OPERATION,
  healthCheckOperations,
} from '../../../../src/features/health-checks/health-check-outbox';
import { healthCheckStore, startHealthCheck } from '../../../../src/features/health-checks/health-check-store';
import { answersWaiting } from '../../../../src/features/health-checks/components/staff-answers';
import { healthCheckAnswersOperation } from '../../../../src/features/health-checks/health-check-answers-outbox';
import { clearDb } from '../../sync/support';

const userId = 'u1';
const ID = '01936b2e-0000-7000-8000-0000000c0201';
const body = createHealthCheckSchema.parse({ id: ID, template: 'quick', vrm: 'YX19 KLM' });
const battery = itemIdOf(ID, 'battery');
const wipers = itemIdOf(ID, 'wipers');

/** Issue 46: answers taken by phone or at the counter wait in the outbox, offline too. */
describe('the customer’s answers staff take on the tablet', () => {
  beforeEach(() => clearDb());

  it('are queued after the check’s own changes, in the shape the server checks', async () => {
    await startHealthCheck(userId, { body, template: quickTemplate, currency: 'GBP', technician: 'Dan Whitaker' });
    const payload = {
      method: 'phone' as const,
      by: 'Sam Holroyd',
      answers: [
        { item: battery, decision: 'approved' as const, reason: null, laterDate: null },
        { item: wipers, decision: 'later' as const, reason: null, laterDate: '2027-01-20' },
      ],
    };
    await recordStaffAnswers(userId, ID, payload);
    const entries = await healthCheckStore.entriesOf(ID);
    expect(entries.map((entry) => entry.operation)).toEqual([
      healthCheckOperations.create,
      HEALTH_CHECK_ANSWERS_OPERATION,
    ]);
    expect(entries[1]!.description).toBe('The customer’s answer to 2 items (by phone)');
    expect(staffAnswersSchema.safeParse(entries[1]!.payload).success).toBe(true);
    expect(healthCheckAnswersOperation.payload.safeParse(entries[1]!.payload).success).toBe(true);
  });

  it('show as waiting beside their items, and a refusal beside the item it names', () => {
    const entry = (state: 'pending' | 'failed') => ({
      id: 'e1',
      userId,
      entity: 'healthCheck',
      entityId: ID,
      operation: HEALTH_CHECK_ANSWERS_OPERATION,
      payload: {
        method: 'in-person',
        by: 'Sam',
        answers: [
          { item: battery, decision: 'approved' },
          { item: wipers, decision: 'later', laterDate: '2026-01-01' },
        ],
      },
      description: '',
      state,
      attempts: 1,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: '2026-12-07T10:00:00.000Z',
    });
    const waiting: EntityChange[] = [{ entry: entry('pending'), status: { kind: 'waiting' } }];
    expect([...answersWaiting(waiting).waiting.keys()]).toEqual([battery, wipers]);
    const refused: EntityChange[] = [
      {
        entry: entry('failed'),
        status: {
          kind: 'refused',
          message: 'Please choose the date to come back to this, from tomorrow on.',
          violations: [
            {
              propertyPath: 'answers[1].laterDate',
              message: 'Please choose the date to come back to this, from tomorrow on.',
            },
          ],
          status: 422,
        },
      },
    ];
    expect(answersWaiting(refused).refused).toEqual(
      new Map([[wipers, ['Please choose the date to come back to this, from tomorrow on.']]]),
    );
  });
});
