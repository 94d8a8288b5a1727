import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnswerInput } from '../../../contract/health-checks/answers';
import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import { itemIdOf } from '../../../contract/health-checks/item-ids';
import { contentDigestOf } from '../../../contract/health-checks/photos';
import { queryRows, type Database } from '../../db/database';
import type { AuthContext } from '../../http/auth-context';
import {
  healthCheckAnswersOn,
  healthCheckPhotosOn,
  healthChecksOn,
} from '../../modules/health-checks/health-checks.service';
import { deterministicUuid } from '../deterministic-uuid';
import { demoUsers } from '../users/users';
import { demoChecks, type DemoAnswer, type DemoCheck } from './checks';
import { demoWorkOrders } from './demo-work-orders';
import { demoPhotoBase64, demoPhotoKindOf } from './photos';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The intents a mechanic's marks make, from an untouched item (not checked, nothing noted). */
function marksOf(id: string, demo: DemoCheck): HealthCheckChange[] {
  return Object.entries(demo.found).map(([key, found]) => {
    const set: Record<string, unknown> = { state: found.state };
    if (found.measurement) set['measurement'] = found.measurement;
    if (found.customerNote) set['customerNote'] = found.customerNote;
    if (found.reason) set['reason'] = found.reason;
    if (found.motFailure) set['motFailure'] = true;
    const work = demo.work?.[key];
    if (work)
      set['recommendedJob'] = {
        description: work.description,
        time: work.time,
        parts: (work.parts ?? []).map(([sku, quantity]) => ({ product: `/products/${sku}`, quantity })),
      };
    const untouched: Record<string, unknown> = { state: 'not-checked', motFailure: false };
    const base = Object.fromEntries(Object.keys(set).map((field) => [field, untouched[field] ?? null]));
    return { op: 'updateLine', kind: 'item', id: itemIdOf(id, key), base, set } as HealthCheckChange;
  });
}

/** Each red or amber tyre or pad of a check, with the drawing (marked DEMO) that is its photo. */
function photosOf(demo: DemoCheck): { key: string; bytes: Uint8Array }[] {
  return Object.entries(demo.found).flatMap(([key, found]) => {
    const kind = demoPhotoKindOf(key);
    if (!kind || (found.state !== 'red' && found.state !== 'amber')) return [];
    return [{ key, bytes: Buffer.from(demoPhotoBase64[kind], 'base64') }];
  });
}

const answerOf = (id: string, answer: DemoAnswer, at: Date): AnswerInput => ({
  item: itemIdOf(id, answer.key),
  decision: answer.decision,
  reason: answer.reason ?? null,
  laterDate:
    answer.decision === 'later'
      ? new Date(at.getTime() + (answer.laterInDays ?? 30) * DAY_MS).toISOString().slice(0, 10)
      : null,
});

/**
 * The demo workshops' health checks (issue 46), made through the modules as a bay tablet and a
 * customer make them: started from a template, each item marked (with its recommended work) by
 * an intent, completed, sent by link, and answered online or taken by phone or at the counter, so
 * that approved work is on the work orders and the rest is deferred on the vehicles. Every trade
 * account gets its own (the user works in it for the while); an account with any check is left
 * alone, so it runs at every start.
 */
export async function loadDemoHealthChecks(db: Database, today = new Date()): Promise<number> {
  let at = today;
  const clock = () => at;
  const workOrders = demoWorkOrders(db, clock);
  const service = healthChecksOn(db, { clock, workOrders });
  const customer = healthCheckAnswersOn(db, { clock, workOrders, appUrl: 'http://localhost' });
  const photos = healthCheckPhotosOn(db, { clock, workOrders });
  let made = 0;
  for (const { email, accountId, checks } of demoChecks) {
    const user = demoUsers.find((candidate) => candidate.email === email);
    if (!user) continue;
    const [held] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM health_checks WHERE account_id = ${accountId}`,
    );
    const [active] = await queryRows<{ id: string | null }>(
      db,
      sql`SELECT active_babbage_account_id::text AS id FROM users WHERE id = ${user.id}`,
    );
    if (!held || held.count > 0 || !active) continue;
    // The modules act in the user's active account: this one, for as long as its checks take.
    if (active.id !== accountId)
      await queryRows(db, sql`UPDATE users SET active_babbage_account_id = ${accountId} WHERE id = ${user.id}`);
    const auth: AuthContext = { userId: user.id, sessionId: 'demo', guest: false, exp: 0 };
    try {
      for (const demo of checks) {
        await makeCheck(demo);
        made += 1;
      }
    } finally {
      if (active.id !== accountId)
        await queryRows(db, sql`UPDATE users SET active_babbage_account_id = ${active.id} WHERE id = ${user.id}`);
    }

    async function makeCheck(demo: DemoCheck) {
      const id = deterministicUuid(`health-check:${accountId}:${demo.key}`);
      at = new Date(today.getTime() - demo.hoursAgo * HOUR_MS);
      const workOrder = await workOrderFor(demo);
      const body = { id, template: demo.template, vrm: demo.vrm, vehicle: demo.vehicle, mileage: demo.mileage };
      await service.create(auth, { ...body, workOrder });
      at = new Date(at.getTime() + 25 * 60_000);
      // The photos go before the marks, as on a tablet: a red or amber item needs its evidence.
      for (const photo of photosOf(demo)) {
        const sha256 = createHash('sha256').update(photo.bytes).digest('base64');
        await photos.put(auth, {
          checkId: id,
          photoId: deterministicUuid(`health-check-photo:${accountId}:${demo.key}:${photo.key}`),
          itemId: itemIdOf(id, photo.key),
          digest: contentDigestOf(sha256),
          body: photo.bytes,
        });
      }
      await service.change(auth, id, marksOf(id, demo));
      if (demo.status === 'in-progress') return;
      await service.change(auth, id, [{ op: 'setStatus', from: 'in-progress', to: 'completed' }]);
      if (demo.status === 'completed') return;
      at = new Date(at.getTime() + 10 * 60_000);
      const { token } = await customer.shares.share(auth, id);
      at = new Date(at.getTime() + 80 * 60_000);
      const online = (demo.answers ?? []).filter((answer) => answer.method === 'online');
      if (online.length)
        await customer.answers.customer(
          token,
          online.map((answer) => answerOf(id, answer, at)),
        );
      for (const method of ['phone', 'in-person'] as const) {
        const taken = (demo.answers ?? []).filter((answer) => answer.method === method);
        if (taken.length)
          await customer.answers.staff(auth, id, {
            method,
            by: `${user!.firstName} ${user!.lastName}`,
            answers: taken.map((answer) => answerOf(id, answer, at)),
          });
      }
    }

    /** The vehicle's work order in the account, or a new one for the customer, for approved work to go onto. */
    async function workOrderFor(demo: DemoCheck): Promise<string | null> {
      const vrmKey = demo.vrm.replace(/[\s-]/g, '').toUpperCase();
      const [found] = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM work_orders WHERE account_id = ${accountId}
            AND upper(regexp_replace(document->>'vrm', '[\s-]', '', 'g')) = ${vrmKey}
            AND status IN ('pending', 'parts-ordered', 'in-progress')
            ORDER BY created_at DESC LIMIT 1`,
      );
      if (found) return found.id;
      if (!demo.work) return null;
      const [make = null, ...model] = demo.vehicle.split(' ');
      const { workOrder } = await workOrders.create(auth, {
        id: deterministicUuid(`health-check-work-order:${accountId}:${demo.key}`),
        vrm: demo.vrm,
        make,
        model: model.slice(0, 2).join(' ') || null,
        mileage: demo.mileage,
        customerName: demo.customer ?? null,
      });
      return workOrder.id;
    }
  }
  return made;
}
