import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retail, trade, tradeIe } from '../helpers/session';
import type { FaultRates } from './fault-proxy';
import type { Choice } from './journal';
import {
  duplicateProblems,
  entryProblems,
  histories,
  observationProblems,
  orderProblems,
  readFinalRows,
  recordProblems,
  type FinalRows,
} from './run-checks';
import { runManyTablets, type RunPlan, type RunResult, type UserPlan } from './scenario';
import { sharedPglite, sharedPostgres, type SharedDatabase } from './server-under-test';

/**
 * Issue 21, "Done when": many tablets replaying their outboxes through a network that drops,
 * doubles and holds back requests, against the real server over HTTP, restarted twice mid-run
 * (once with an outage, once rolling), end with nothing lost, doubled or unexpected, no failed
 * entry, and every conflict settled by "Keep mine" or "Place the order at £…" on the server.
 *
 * Seeded: MANY_TABLETS_SEED=<n> runs another seed. The seed fixes every person's changes and
 * choices and every request's fault; the interleaving of eight tablets over real sockets still
 * varies from run to run, so a failure prints the seed and the problems found, in words.
 */
const seed = Number(process.env.MANY_TABLETS_SEED ?? 20_260_310);

const writeFaults: FaultRates = { dropRequest: 0.08, dropAnswer: 0.1, duplicate: 0.1, delay: 0.2, maxDelayMs: 120 };
const readFaults: FaultRates = { dropRequest: 0.05, dropAnswer: 0.05, duplicate: 0, delay: 0.15, maxDelayMs: 80 };

const workshop: UserPlan = { email: trade.email, password: trade.password, tablets: 3, currency: 'GBP' };
const dublin: UserPlan = { email: tradeIe.email, password: tradeIe.password, tablets: 2, currency: 'EUR' };
const motorist: UserPlan = { email: retail.email, password: retail.password, tablets: 1, currency: 'GBP' };
const newcomer = (n: number): UserPlan => ({
  email: `tablet.${n}@workbay.test`,
  password: 'Brake-Disc-Tuesday-9',
  tablets: 1,
  currency: 'GBP',
  register: { firstName: 'Tablet', lastName: `Number ${n}` },
});

const plan = (users: UserPlan[], edits: number): RunPlan => ({
  seed,
  users,
  rounds: 2,
  edits,
  writeFaults,
  readFaults,
  keepMineChance: 0.75,
  restartAt: { outage: 0.3, rolling: 0.65 },
});

const cases: { name: string; open: () => Promise<SharedDatabase>; plan: RunPlan }[] = [
  // PGlite runs one statement at a time in this process: fewer tablets, the same story.
  { name: 'PGlite', open: sharedPglite, plan: plan([workshop, motorist, newcomer(1)], 8) },
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  cases.push({
    name: 'PostgreSQL',
    open: () => sharedPostgres(postgresUrl),
    plan: plan([workshop, dublin, motorist, newcomer(2), newcomer(3)], 12),
  });
}

describe.each(cases)('many tablets through a bad network on $name', ({ name, open, plan: runPlan }) => {
  let database: SharedDatabase | undefined;
  let result: RunResult;
  let rows: FinalRows;
  let history: ReturnType<typeof histories>;
  let entries: ReturnType<typeof entryProblems>;

  beforeAll(async () => {
    database = await open();
    result = await runManyTablets(database, runPlan);
    rows = await readFinalRows(database.db, result);
    history = histories(result, rows);
    entries = entryProblems(result);
    console.info(figures(name, result, entries.settled));
  }, 180_000);
  afterAll(() => database?.dispose());

  it('restarted the server twice and injected every kind of fault', () => {
    expect(result.restarts).toEqual(['outage', 'rolling']);
    const { faults } = result.proxy.stats;
    expect(Math.min(faults.dropRequest, faults.dropAnswer, faults.duplicate, faults.delay)).toBeGreaterThan(0);
    // Conflicts were settled both ways that send a new entry.
    expect(entries.settled.keepMine).toBeGreaterThan(0);
    expect(entries.settled.placeOrder).toBeGreaterThan(0);
  });

  it('lost no change, failed no entry, met nothing unexpected, and every settled conflict reached the server', () => {
    expect(result.journal.unexpected, `seed ${seed}`).toEqual([]);
    expect(entries.problems, `seed ${seed}`).toEqual([]);
  });

  it('left each basket as the changes that won make it, one version per applied change', () => {
    expect(history.problems, `seed ${seed}`).toEqual([]);
  });

  it('made one order per confirmed basket and one payment per order, at the total agreed', () => {
    expect(orderProblems(result, rows), `seed ${seed}`).toEqual([]);
  });

  it("kept each key's answer as the tablet had it: a settled conflict's old key its 409", () => {
    expect(recordProblems(result, rows), `seed ${seed}`).toEqual([]);
  });

  it('ran a request sent twice only once', () => {
    expect(duplicateProblems(result), `seed ${seed}`).toEqual([]);
  });

  // Before 3540a15 (copies read in one snapshot) this failed on PostgreSQL in about one run in
  // five: a 409's `current` at version 20 carried the promotion code that version 21 added.
  it(
    'answered every copy of a basket (writes, 409 current, reads) ' +
      'as one version with its own lines, shipping and codes',
    () => {
      expect(observationProblems(result, history), `seed ${seed}`).toEqual([]);
    },
  );
});

function figures(name: string, result: RunResult, settled: Record<Choice, number>): string {
  const { journal, proxy } = result;
  const { faults } = proxy.stats;
  const seconds = proxy.duplicates.map((pair) =>
    'error' in pair.second
      ? 'lost'
      : pair.second.replayed
        ? 'replayed'
        : pair.second.status === 409 && !pair.second.body.includes('"current"')
          ? 'still running'
          : 'ran',
  );
  const count = (what: string) => seconds.filter((second) => second === what).length;
  return [
    `many tablets on ${name}, seed ${seed} (MANY_TABLETS_SEED=${seed} to run it again):`,
    `${result.tablets} tablets, ${result.baskets.length} baskets, ${journal.entries.size} outbox entries, ` +
      `${(result.ms / 1000).toFixed(1)} s`,
    `requests: ${proxy.stats.requests} from the tablets ` +
      `(${journal.counts.sends} writes, ${journal.counts.reads} reads), ` +
      `${proxy.stats.forwarded} reached a server`,
    `faults: ${faults.dropRequest} requests dropped, ${faults.dropAnswer} answers dropped, ` +
      `${faults.duplicate} duplicated ` +
      `(second copy: ${count('replayed')} replayed, ${count('still running')} still running, ` +
      `${count('ran')} ran, ${count('lost')} lost), ` +
      `${faults.delay} delayed; ${proxy.stats.unreachable} answered 502 (no server); ` +
      `restarts: ${result.restarts.join(', ')}`,
    `tablets saw: ${journal.counts.networkErrors} network errors, ${journal.counts.serverErrors} 5xx, ` +
      `${journal.counts.stillRunning} "still running", ` +
      `${journal.counts.replayed} replayed answers`,
    `conflicts: ${journal.counts.conflicts}, settled by Keep mine ${settled.keepMine}, ` +
      `Place the order ${settled.placeOrder}, Take theirs ${settled.takeTheirs}; ` +
      `checkouts: ${result.checkouts.fresh} as seen, ${result.checkouts.peer} after another tablet's change, ` +
      `${result.checkouts.price} after a price rise`,
  ].join('\n');
}
