import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../server/db/database';
import type { Exchange } from './fault-proxy';
import type { BasketState, Change, EntryRecord } from './journal';
import type { RunResult } from './scenario';

/**
 * The end-of-run checks. The server orders a basket's writes (each moves its version by one),
 * so the history of a basket is its applied entries sorted by the version each made; replaying
 * the changes those entries carried gives the state at every version. Against it: the rows in
 * the database, every copy of a basket the server answered, the orders and payments, and the
 * idempotency records. Each check answers its problems in words; the test expects none.
 */
export interface FinalRows {
  baskets: Map<string, { version: number; state: BasketState }>;
  orders: { id: string; basketId: string; status: string; total: number }[];
  payments: { id: string; orderId: string; amount: number }[];
  records: Map<string, number>;
}

const writesOfBasket = new Set<Change['kind']>(['create', 'lines', 'shipping', 'promotion', 'confirm']);

const canonical = (state: BasketState) =>
  JSON.stringify({
    status: state.status,
    lines: Object.entries(state.lines).sort(([a], [b]) => a.localeCompare(b)),
    shipping: state.shipping,
    promotions: [...state.promotions].sort(),
  });

/** What one change does to a basket (quantity 0 removes a line; lines are upserted by id). */
function applyChange(state: BasketState, change: Change): BasketState {
  switch (change.kind) {
    case 'create':
    case 'lines': {
      const lines = change.kind === 'create' ? {} : { ...state.lines };
      for (const line of change.lines) {
        const quantity = line.quantity ?? 1;
        if (quantity === 0) delete lines[line.id.toLowerCase()];
        else lines[line.id.toLowerCase()] = quantity;
      }
      return { ...state, lines };
    }
    case 'shipping':
      return { ...state, shipping: `${change.shipping.service}@${change.shipping.date}` };
    case 'promotion':
      return { ...state, promotions: [...new Set([...state.promotions, change.code.toUpperCase()])].sort() };
    case 'confirm':
      return { ...state, status: 'confirmed' };
    case 'pay':
      return state;
  }
}

export async function readFinalRows(db: Database, result: RunResult): Promise<FinalRows> {
  const ids = result.baskets.map((basket) => basket.id);
  const baskets = await queryRows<{
    id: string;
    version: number;
    status: 'open' | 'confirmed';
    service: string | null;
    date: string | null;
  }>(
    db,
    sql`SELECT id::text AS id, version, status, shipping_service AS service, shipping_date::text AS date
        FROM baskets WHERE id IN ${ids}`,
  );
  const lines = await queryRows<{ basket: string; id: string; quantity: number }>(
    db,
    sql`SELECT basket_id::text AS basket, id::text AS id, quantity FROM basket_lines WHERE basket_id IN ${ids}`,
  );
  const codes = await queryRows<{ basket: string; code: string }>(
    db,
    sql`SELECT basket_id::text AS basket, promotion_code AS code FROM basket_promotions WHERE basket_id IN ${ids}`,
  );
  // The baskets' orders: a demo workshop's user also has its work orders' parts orders.
  const orders = await queryRows<{ id: string; basket: string; status: string; total: number }>(
    db,
    sql`SELECT id::text AS id, basket_id::text AS basket, status, (totals->>'totalIncTax')::int AS total
        FROM orders WHERE user_id IN ${result.userIds} AND basket_id IS NOT NULL`,
  );
  const payments = await queryRows<{ id: string; order: string; amount: number }>(
    db,
    sql`SELECT id::text AS id, order_id::text AS order, amount
        FROM payment_transactions WHERE user_id IN ${result.userIds}`,
  );
  const records = await queryRows<{ key: string; status: number }>(
    db,
    sql`SELECT key::text AS key, status_code AS status FROM idempotency_keys WHERE user_id IN ${result.userIds}`,
  );
  return {
    baskets: new Map(
      baskets.map((row) => [
        row.id,
        {
          version: Number(row.version),
          state: {
            status: row.status,
            lines: Object.fromEntries(
              lines.filter((line) => line.basket === row.id).map((line) => [line.id, Number(line.quantity)]),
            ),
            shipping: row.service ? `${row.service}@${row.date}` : null,
            promotions: codes
              .filter((code) => code.basket === row.id)
              .map((code) => code.code)
              .sort(),
          },
        },
      ]),
    ),
    orders: orders.map((row) => ({ id: row.id, basketId: row.basket, status: row.status, total: Number(row.total) })),
    payments: payments.map((row) => ({ id: row.id, orderId: row.order, amount: Number(row.amount) })),
    records: new Map(records.map((row) => [row.key, Number(row.status)])),
  };
}

const applied = (entry: EntryRecord) => entry.outcome?.kind === 'applied';
const versionMadeBy = (entry: EntryRecord) => (entry.change.kind === 'create' ? 1 : (entry.baseVersion ?? 0) + 1);

/** Per basket: its history (state by version) and the problems of the history itself. */
export function histories(result: RunResult, rows: FinalRows) {
  const problems: string[] = [];
  const states = new Map<string, Map<number, BasketState>>();
  /** basket@version → the entry that made it, for the messages. */
  const makers = new Map<string, string>();
  const entries = result.journal.all();
  for (const basket of result.baskets) {
    const writes = entries
      .filter((entry) => entry.change.basketId === basket.id && writesOfBasket.has(entry.change.kind) && applied(entry))
      .sort((a, b) => versionMadeBy(a) - versionMadeBy(b));
    const versions = writes.map(versionMadeBy);
    const expected = versions.map((_, index) => index + 1);
    if (!isDeepStrictEqual(versions, expected)) {
      problems.push(`basket ${basket.id}: applied changes made versions ${versions.join(',')}, not one each from 1`);
    }
    let state: BasketState = { status: 'open', lines: {}, shipping: null, promotions: [] };
    const byVersion = new Map<number, BasketState>();
    for (const write of writes) {
      state = applyChange(state, write.change);
      byVersion.set(versionMadeBy(write), state);
      makers.set(`${basket.id}@${versionMadeBy(write)}`, `${write.tablet} ${write.change.kind} ${write.id}`);
    }
    states.set(basket.id, byVersion);
    const final = rows.baskets.get(basket.id);
    if (!final) {
      problems.push(`basket ${basket.id}: not in the database`);
      continue;
    }
    if (final.version !== writes.length)
      problems.push(`basket ${basket.id}: at version ${final.version} after ${writes.length} applied changes`);
    if (canonical(final.state) !== canonical(state)) {
      problems.push(
        `basket ${basket.id}: the database has ${canonical(final.state)}, ` +
          `the changes that won make ${canonical(state)}`,
      );
    }
  }
  return { states, makers, problems };
}

/** Every copy of a basket the server answered (writes, 409s, reads) is the history at its version. */
export function observationProblems(result: RunResult, history: ReturnType<typeof histories>): string[] {
  return result.journal.observations.flatMap((seen) => {
    const expected = history.states.get(seen.basketId)?.get(seen.version);
    if (!expected)
      return [`${seen.source}: basket ${seen.basketId} at version ${seen.version}, which no applied change made`];
    if (canonical(expected) === canonical(seen.state)) return [];
    const maker = (version: number) => history.makers.get(`${seen.basketId}@${version}`) ?? 'nothing';
    return [
      `${seen.source}: basket ${seen.basketId} version ${seen.version} answered as ${canonical(seen.state)}; ` +
        `at that version it was ${canonical(expected)} (version ${seen.version} made by ${maker(seen.version)}, ` +
        `${seen.version + 1} by ${maker(seen.version + 1)})`,
    ];
  });
}

/**
 * Each change a person made was applied, or dropped by their "Take theirs"; a settled conflict's chain ends
 * applied.
 */
export function entryProblems(result: RunResult): {
  problems: string[];
  settled: Record<'keepMine' | 'placeOrder' | 'takeTheirs', number>;
} {
  const problems: string[] = [];
  const settled = { keepMine: 0, placeOrder: 0, takeTheirs: 0 };
  const { journal } = result;
  for (const entry of journal.all()) {
    if (entry.outcome?.kind === 'conflict') settled[entry.outcome.choice] += 1;
    if (entry.outcome?.kind === 'failed') {
      problems.push(
        `${entry.tablet} ${entry.change.kind} ${entry.id} failed: ` +
          `${entry.outcome.status} ${JSON.stringify(entry.outcome.body)}`,
      );
    }
    if (entry.settles) continue;
    let link: EntryRecord | undefined = entry;
    const chain: string[] = [];
    while (link) {
      chain.push(link.id);
      const outcome: EntryRecord['outcome'] = link.outcome;
      if (!outcome) {
        problems.push(`${entry.tablet} ${entry.change.kind}: lost, never answered (chain ${chain.join(' → ')})`);
        break;
      }
      if (outcome.kind !== 'conflict' || outcome.choice === 'takeTheirs') {
        if (chain.length > 1 && outcome.kind !== 'applied') {
          problems.push(
            `${entry.tablet} ${entry.change.kind}: a settled conflict did not reach the server ` +
              `(chain ${chain.join(' → ')} ends ${outcome.kind})`,
          );
        }
        break;
      }
      link = outcome.settledBy ? journal.entries.get(outcome.settledBy) : undefined;
      if (!link) problems.push(`${entry.tablet} ${entry.change.kind}: settled by an entry never queued`);
    }
  }
  return { problems, settled };
}

/** One order per confirmed basket, one payment per order, each for the total the person agreed to (or less). */
export function orderProblems(result: RunResult, rows: FinalRows): string[] {
  const problems: string[] = [];
  const entries = result.journal.all().filter(applied);
  for (const basket of result.baskets) {
    const confirms = entries.filter((entry) => entry.change.kind === 'confirm' && entry.change.basketId === basket.id);
    const orders = rows.orders.filter((order) => order.basketId === basket.id);
    if (confirms.length !== 1 || orders.length !== 1) {
      problems.push(`basket ${basket.id}: ${confirms.length} confirms applied, ${orders.length} orders`);
      continue;
    }
    const confirm = confirms[0]!.change as Extract<Change, { kind: 'confirm' }>;
    const order = orders[0]!;
    if (order.id !== confirm.orderId)
      problems.push(`basket ${basket.id}: order ${order.id}, confirmed as ${confirm.orderId}`);
    if (order.status !== 'placed') problems.push(`order ${order.id}: ${order.status}`);
    if (order.total > confirm.expectedTotalIncTax) {
      problems.push(
        `order ${order.id}: total ${order.total} above the ${confirm.expectedTotalIncTax} the person agreed to`,
      );
    }
    const payments = rows.payments.filter((payment) => payment.orderId === order.id);
    const pays = entries.filter((entry) => entry.change.kind === 'pay' && entry.change.orderId === order.id);
    if (payments.length !== 1 || pays.length !== 1) {
      problems.push(`order ${order.id}: ${pays.length} payments applied, ${payments.length} in the database`);
      continue;
    }
    const pay = pays[0]!.change as Extract<Change, { kind: 'pay' }>;
    if (payments[0]!.id !== pay.paymentId)
      problems.push(`order ${order.id}: payment ${payments[0]!.id}, sent as ${pay.paymentId}`);
    if (payments[0]!.amount !== order.total)
      problems.push(`order ${order.id}: paid ${payments[0]!.amount} of ${order.total}`);
  }
  if (rows.orders.length !== result.baskets.length)
    problems.push(`${rows.orders.length} orders for ${result.baskets.length} baskets`);
  if (rows.payments.length !== rows.orders.length)
    problems.push(`${rows.payments.length} payments for ${rows.orders.length} orders`);
  return problems;
}

/**
 * The server kept each key's answer as the tablet finally had it (the old key of a settled conflict its 409), and no
 * other.
 */
export function recordProblems(result: RunResult, rows: FinalRows): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const entry of result.journal.all()) {
    keys.add(entry.id);
    const outcome = entry.outcome;
    if (!outcome) continue;
    const status = outcome.kind === 'conflict' ? 409 : outcome.status;
    const stored = rows.records.get(entry.id);
    if (stored !== status)
      problems.push(
        `${entry.tablet} ${entry.change.kind} ${entry.id}: answered ${status}, the server kept ${stored ?? 'nothing'}`,
      );
  }
  for (const [key, status] of rows.records)
    if (!keys.has(key)) problems.push(`a record (${status}) for key ${key}, which no tablet sent`);
  return problems;
}

const parsed = (exchange: Extract<Exchange, { status: number }>): unknown => {
  try {
    return JSON.parse(exchange.body);
  } catch {
    return exchange.body;
  }
};
const stillRunningOrBroken = (exchange: Exchange) =>
  'error' in exchange || exchange.status >= 500 || (exchange.status === 409 && !exchange.body.includes('"current"'));

/** A request sent twice ran at most once: the other copy was answered from the record, or told it was still running. */
export function duplicateProblems(result: RunResult): string[] {
  return result.proxy.duplicates.flatMap((pair) => {
    if (!pair.key || stillRunningOrBroken(pair.first) || stillRunningOrBroken(pair.second)) return [];
    const first = pair.first as Extract<Exchange, { status: number }>;
    const second = pair.second as Extract<Exchange, { status: number }>;
    const where = `${pair.method} ${pair.url} key ${pair.key}`;
    if (!first.replayed && !second.replayed)
      return [`${where}: sent twice, ran twice (${first.status}, ${second.status})`];
    if (first.status !== second.status || !isDeepStrictEqual(parsed(first), parsed(second))) {
      return [`${where}: answered ${first.status} ${first.body} and then ${second.status} ${second.body}`];
    }
    return [];
  });
}
