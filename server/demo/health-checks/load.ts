import { sql } from 'drizzle-orm';
import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import { itemIdOf } from '../../../contract/health-checks/item-ids';
import { queryRows, type Database } from '../../db/database';
import { healthChecksOn } from '../../modules/health-checks/health-checks.service';
import { deterministicUuid } from '../deterministic-uuid';
import { demoUsers } from '../users/users';
import { demoChecks, type DemoCheck } from './checks';
import { demoWorkOrders } from './demo-work-orders';

interface Account {
  id: string;
  country: string;
}

/** The intents a mechanic's marks make, from an untouched item (not checked, nothing noted). */
function marksOf(id: string, demo: DemoCheck): HealthCheckChange[] {
  return Object.entries(demo.found).map(([key, found]) => {
    const set: Record<string, unknown> = { state: found.state };
    if (found.measurement) set['measurement'] = found.measurement;
    if (found.customerNote) set['customerNote'] = found.customerNote;
    if (found.reason) set['reason'] = found.reason;
    if (found.motFailure) set['motFailure'] = true;
    const untouched: Record<string, unknown> = { state: 'not-checked', motFailure: false };
    const base = Object.fromEntries(Object.keys(set).map((field) => [field, untouched[field] ?? null]));
    return { op: 'updateLine', kind: 'item', id: itemIdOf(id, key), base, set } as HealthCheckChange;
  });
}

/**
 * The demo workshops' health checks (issue 46), made through the health-checks service as a bay
 * tablet makes them: started from a template, each item marked by an intent, completed where the
 * mechanic finished. An account with any check is left alone, so it runs at every start.
 */
export async function loadDemoHealthChecks(db: Database, today = new Date()): Promise<number> {
  let at = today;
  let account: Account | undefined;
  const clock = () => at;
  const service = healthChecksOn(db, { clock, workOrders: demoWorkOrders(db, clock) });
  let made = 0;
  for (const [email, checks] of Object.entries(demoChecks)) {
    const user = demoUsers.find((candidate) => candidate.email === email);
    if (!user) continue;
    [account] = await queryRows<Account>(
      db,
      sql`SELECT u.active_babbage_account_id AS id, u.trading_country AS country FROM users u WHERE u.id = ${user.id}`,
    );
    if (!account?.id) continue;
    const [held] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM health_checks WHERE account_id = ${account.id}`,
    );
    if (!held || held.count > 0) continue;
    const auth = { userId: user.id, sessionId: 'demo', guest: false, exp: 0 };
    for (const demo of checks) {
      const id = deterministicUuid(`health-check:${email}:${demo.key}`);
      at = new Date(today.getTime() - demo.hoursAgo * 3_600_000);
      const [workOrder] = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM work_orders WHERE account_id = ${account.id}
            AND upper(replace(document->>'vrm', ' ', '')) = ${demo.vrm.replace(/[\s-]/g, '').toUpperCase()}
            ORDER BY created_at DESC LIMIT 1`,
      );
      const body = { id, template: demo.template, vrm: demo.vrm, vehicle: demo.vehicle, mileage: demo.mileage };
      await service.create(auth, { ...body, workOrder: workOrder?.id ?? null });
      at = new Date(at.getTime() + 25 * 60_000);
      await service.change(auth, id, marksOf(id, demo));
      if (demo.status === 'completed')
        await service.change(auth, id, [{ op: 'setStatus', from: 'in-progress', to: 'completed' }]);
      made += 1;
    }
  }
  return made;
}
