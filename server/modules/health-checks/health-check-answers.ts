import { generateKeyBetween } from 'fractional-indexing';
import { approvedJobChanges } from '../../../contract/health-checks/answer-to-job';
import { recordAnswers, statusAfterAnswers } from '../../../contract/health-checks/answer-rules';
import type { AnswerInput, StaffAnswers } from '../../../contract/health-checks/answers';
import { followUpOf, type DeferredDue, type DeferredWork } from '../../../contract/health-checks/deferred';
import { healthCheckMessages as m } from '../../../contract/health-checks/messages';
import type { HealthCheck, HealthCheckAnswer } from '../../../contract/health-checks/schemas';
import type { SharedHealthCheck } from '../../../contract/health-checks/shared';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import { isClosed } from '../../../contract/work-orders/lifecycle';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { HealthCheckRow } from '../../db/schema';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { HttpProblem } from '../../http/problem';
import { formatHealthCheckNumber, storedOf, toHealthCheck } from './health-check-document';
import { healthCheckNotFound, healthCheckRefused } from './health-check-problems';
import type { DeferredWrite, HealthCheckAnswersRepository } from './health-check-answers.repository';
import { openShare } from './health-check-shares';
import { vrmKeyOf, type HealthChecksRepository } from './health-checks.repository';
import { sharedReport } from './shared-report';
import type { WorkOrderSide } from './work-order-side';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface HealthCheckAnswersDeps {
  db: Database;
  checks: HealthChecksRepository;
  answers: HealthCheckAnswersRepository;
  workOrders: WorkOrderSide;
  clock: Clock;
}

/** Where each approved item's job and parts go on the work order: after its last job and last item. */
function placesAfter(lines: { position: string }[], count: number): string[] {
  const last =
    lines
      .map((line) => line.position)
      .sort()
      .at(-1) ?? null;
  const places: string[] = [];
  for (let index = 0; index < count; index += 1) places.push(generateKeyBetween(places.at(-1) ?? last, null));
  return places;
}

/**
 * The customer's answers per item (issue 46), from the link or taken by staff. In one transaction
 * with the check's row locked: the answers are recorded with the price shown, each approved item
 * becomes a job on the check's work order authorised for that price (through the work orders'
 * own intents and rules), each declined or deferred one stays on the vehicle as deferred work,
 * and the check is answered once every item with recommended work has its answer. Work approved
 * once the work order is completed or cancelled stays on the vehicle too, marked on its answer.
 */
export function createHealthCheckAnswers({ db, checks, answers, workOrders, clock }: HealthCheckAnswersDeps) {
  /** Puts the approved work on the check's work order; answers the answers as recorded. */
  async function approve(
    auth: AuthContext,
    check: HealthCheck,
    added: HealthCheckAnswer[],
  ): Promise<HealthCheckAnswer[]> {
    const approved = added.filter((answer) => answer.decision === 'approved');
    if (!approved.length) return added;
    // Approved work must land somewhere a mechanic will see it: a check without a work order says so.
    if (!check.workOrder) throw healthCheckRefused('workOrder', m.noWorkOrder);
    const workOrder = await workOrders.get(auth, check.workOrder);
    // A closed work order takes no new lines, and a job must not turn up unseen on work already
    // handed back or called off. Refusing would lose the customer's word (the link cannot fix the
    // work order), so it is recorded, marked, and the work waits on the vehicle (decision 107).
    if (isClosed(workOrder.status)) {
      const status = workOrder.status as 'completed' | 'cancelled';
      return added.map((answer) => (answer.decision === 'approved' ? { ...answer, notOnWorkOrder: status } : answer));
    }
    const [rate] = (await workOrders.labourRates(auth))['hydra:member'];
    if (!rate) throw healthCheckRefused('workOrder', m.noWorkOrder);
    const jobPlaces = placesAfter(workOrder.workOrderJobs, approved.length);
    const items = check.items;
    const partCount = approved.reduce(
      (sum, answer) => sum + (items.find((item) => item.id === answer.item)?.recommendedJob?.parts.length ?? 0),
      0,
    );
    const partPlaces = placesAfter(workOrder.workOrderItems, partCount);
    const changes: WorkOrderChange[] = approved.flatMap((answer, index) => {
      const item = items.find((candidate) => candidate.id === answer.item)!;
      const parts = partPlaces.splice(0, item.recommendedJob?.parts.length ?? 0);
      const place = {
        checkId: check.id,
        labourRate: { id: rate.id, rate: rate.rate },
        jobPosition: jobPlaces[index]!,
        partPositions: parts,
      };
      return approvedJobChanges(item, answer, place);
    });
    await workOrders.change(auth, check.workOrder, changes, `Health check ${check.number ?? ''}`.trim());
    return added;
  }

  function deferredOf(check: HealthCheck, added: HealthCheckAnswer[], accountId: string, now: Date): DeferredWrite[] {
    const vrm = check.vrm;
    const vrmKey = vrmKeyOf(vrm);
    if (!vrmKey || !vrm) return [];
    return added.flatMap((answer) => {
      const item = check.items.find((candidate) => candidate.id === answer.item);
      const waiting = answer.decision !== 'approved' || answer.notOnWorkOrder !== null;
      if (!waiting || !item) return [];
      // Approved work that no work order took is wanted now: due the day it was approved.
      const followUp = answer.decision === 'approved' ? dayOf(now) : followUpOf(answer, item);
      return [
        {
          id: uuidv7(now.getTime()),
          accountId,
          vrmKey,
          vrm,
          vehicle: check.vehicle,
          healthCheckId: check.id,
          itemId: item.id,
          itemKey: item.key,
          itemName: item.name,
          state: item.state,
          decision: answer.decision,
          note: item.customerNote,
          reason: answer.reason,
          followUp,
          priceExcTax: answer.priceShown?.excTax ?? null,
          priceIncTax: answer.priceShown?.incTax ?? null,
          currency: check.currency,
          deferredAt: now,
        },
      ];
    });
  }

  /** Records the answers on the locked row; the caller has found the row and acts for its account. */
  async function record(
    auth: AuthContext,
    row: HealthCheckRow,
    inputs: readonly AnswerInput[],
    how: { method: HealthCheckAnswer['method']; by: string },
  ): Promise<HealthCheck> {
    const check = toHealthCheck(row);
    const now = clock();
    const { added, refusals } = recordAnswers(check, inputs, { at: now.toISOString(), today: dayOf(now), ...how });
    if (refusals.length)
      throw new HttpProblem(
        422,
        refusals[0]!.message,
        refusals.map(({ path, message }) => ({ propertyPath: path, message })),
      );
    if (!added.length) return check;
    const recorded = await approve(auth, check, added);
    await answers.insertDeferred(deferredOf(check, recorded, row.accountId, now));
    // Work approved now on an item put off before is no longer waiting on the vehicle.
    const approvedKeys = recorded.flatMap((answer) =>
      answer.decision === 'approved' ? (check.items.find((item) => item.id === answer.item)?.key ?? []) : [],
    );
    const vrmKey = vrmKeyOf(check.vrm);
    if (vrmKey && approvedKeys.length) await answers.resolveDeferred(row.accountId, vrmKey, approvedKeys, check.id);
    const answered = { ...check, answers: [...check.answers, ...recorded] };
    const doc: HealthCheck = { ...answered, status: statusAfterAnswers(answered) };
    await checks.update({
      id: row.id,
      accountId: row.accountId,
      number: row.number,
      rev: row.rev + 1,
      status: doc.status,
      vrmKey: vrmKeyOf(doc.vrm),
      workOrderId: doc.workOrder,
      document: storedOf(doc),
      modifiedAt: now,
    });
    return toHealthCheck({ ...row, rev: row.rev + 1, status: doc.status, document: storedOf(doc), modifiedAt: now });
  }

  return {
    /** POST /health-checks/{id}/answers: taken by phone or in person, keyed by staff. */
    async staff(auth: AuthContext, id: string, body: StaffAnswers): Promise<HealthCheck> {
      return withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        const row = await checks.find(id, account.id, true);
        if (!row) throw healthCheckNotFound();
        return record(auth, row, body.answers, { method: body.method, by: body.by });
      });
    },

    /**
     * POST /shared-health-checks/{token}/answers: the customer's own, online. The work order is
     * changed in the name of whoever sent the link (else the account holder), as if they had
     * keyed it: the work order's history says who, and the authorisation says it came by link.
     */
    async customer(token: string, inputs: readonly AnswerInput[]): Promise<SharedHealthCheck> {
      return withTransaction(db, async () => {
        const { share, row: found } = await openShare(answers, checks, token, clock());
        const row = (await checks.find(found.id, found.accountId, true))!;
        const actor = share.sharedBy ?? (await answers.accountHolder(share.accountId));
        if (!actor) throw healthCheckNotFound();
        const auth: AuthContext = { userId: actor, sessionId: 'health-check-link', guest: false, exp: 0 };
        const check = await record(auth, row, inputs, { method: 'online', by: 'the customer' });
        return sharedReport(check, { garage: await answers.garageName(share.accountId), expiresAt: share.expiresAt });
      });
    },

    /** GET /deferred-work: the account's deferred work, by vehicle and due. */
    async deferred(auth: AuthContext, query: { vrm?: string; due?: DeferredDue }) {
      const account = await workOrders.account(auth);
      const vrmKey = vrmKeyOf(query.vrm ?? null) ?? undefined;
      const rows = await answers.deferred(account.id, {
        ...(vrmKey ? { vrmKey } : {}),
        ...(query.due ? { due: query.due } : {}),
        today: dayOf(clock()),
      });
      const numbers = new Map<string, string | null>();
      for (const row of rows)
        if (!numbers.has(row.healthCheckId)) {
          const check = await checks.find(row.healthCheckId, account.id);
          numbers.set(row.healthCheckId, check ? formatHealthCheckNumber(check.number) : null);
        }
      const member: DeferredWork[] = rows.map((row) => ({
        id: row.id,
        vrm: row.vrm,
        vehicle: row.vehicle,
        healthCheck: row.healthCheckId,
        healthCheckNumber: numbers.get(row.healthCheckId) ?? null,
        item: row.itemId,
        itemName: row.itemName,
        state: row.state as DeferredWork['state'],
        decision: row.decision as DeferredWork['decision'],
        note: row.note,
        reason: row.reason,
        followUp: row.followUp,
        price:
          row.priceExcTax !== null && row.priceIncTax !== null
            ? { excTax: row.priceExcTax, incTax: row.priceIncTax }
            : null,
        currency: row.currency as DeferredWork['currency'],
        deferredAt: row.deferredAt.toISOString(),
      }));
      return { 'hydra:member': member, 'hydra:totalItems': member.length };
    },
  };
}

export type HealthCheckAnswers = ReturnType<typeof createHealthCheckAnswers>;
