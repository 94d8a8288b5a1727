// The catalogue bench's honest baseline: the statements a route really issues, recorded at the
// driver (under drizzle, so nothing the app does to build them is missed) and replayed bare
// through the same driver, pool and connection settings, with the same concurrency.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface RecordedStatement {
  text: string;
  params: unknown[];
  /** Milliseconds from the start of the recording, as seen by the caller (queueing included). */
  startedMs: number;
  endedMs: number;
  /** Issued on a connection of a transaction: a replay outside it would not be the same work. */
  inTransaction: boolean;
  /** The driver call's own arguments (drizzle's query config: row mode, type parsers), replayed as they were. */
  args: unknown[];
}

export interface StatementRecorder {
  /** Runs `run` once and returns the statements issued while it ran, in the order they were issued. */
  record(run: () => Promise<unknown>): Promise<RecordedStatement[]>;
  /** Issues the statements again, bare: each wave of overlapping ones together, waves in order. */
  replay(statements: RecordedStatement[]): () => Promise<void>;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Statements that overlapped in the route (one started before another of its wave had ended, as
 * a Promise.all does) form one wave; a statement started after all of a wave's had ended starts
 * the next one.
 */
export function waves(statements: RecordedStatement[]): RecordedStatement[][] {
  const result: RecordedStatement[][] = [];
  let current: RecordedStatement[] = [];
  let firstEnd = Infinity;
  for (const statement of [...statements].sort((a, b) => a.startedMs - b.startedMs)) {
    if (current.length && statement.startedMs >= firstEnd) {
      result.push(current);
      current = [];
      firstEnd = Infinity;
    }
    current.push(statement);
    firstEnd = Math.min(firstEnd, statement.endedMs);
  }
  if (current.length) result.push(current);
  return result;
}

function recorder<C extends object>(
  client: C,
  textOf: (args: unknown[]) => { text: string; params: unknown[] },
  transactional: (client: C, wrap: <T extends object>(connection: T) => T) => Partial<Record<PropertyKey, unknown>>,
): { client: C; recorder: StatementRecorder } {
  let log: RecordedStatement[] | null = null;
  let origin = 0;
  // Not recording, the driver's own promise goes back as it is: no extra async layer on the route.
  const recording = (query: Query, inTransaction: boolean): Query =>
    (...args) => {
      if (!log) return query(...args);
      const statement: RecordedStatement = { ...textOf(args), startedMs: performance.now() - origin, endedMs: 0, inTransaction, args };
      log.push(statement);
      return query(...args).finally(() => {
        statement.endedMs = performance.now() - origin;
      });
    };
  // Every method bound to the real object: PGlite keeps private fields a proxy could not reach.
  // Bound once per method and kept, so that the route's every query does not pay for a new
  // binding and wrapper (its replay calls the driver directly).
  const wrap = <T extends object>(target: T, inTransaction: boolean, extra: Partial<Record<PropertyKey, unknown>> = {}): T => {
    const bound = new Map<PropertyKey, { from: unknown; to: unknown }>();
    return new Proxy(target, {
      get(object, property) {
        if (property in extra) return extra[property];
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        const kept = bound.get(property);
        if (kept?.from === value) return kept.to;
        const to = property === 'query' ? recording((value as Query).bind(object), inTransaction) : (value as (...a: unknown[]) => unknown).bind(object);
        bound.set(property, { from: value, to });
        return to;
      },
    });
  };
  const rawQuery = (client as unknown as { query: Query }).query.bind(client);
  return {
    client: wrap(client, false, transactional(client, (connection) => wrap(connection, true))),
    recorder: {
      async record(run) {
        log = [];
        origin = performance.now();
        try {
          await run();
          return log;
        } finally {
          log = null;
        }
      },
      replay(statements) {
        if (statements.some((statement) => statement.inTransaction)) {
          throw new Error('A route that reads inside a transaction cannot be replayed statement by statement');
        }
        const grouped = waves(statements);
        return async () => {
          for (const wave of grouped) await Promise.all(wave.map((statement) => rawQuery(...statement.args)));
        };
      },
    },
  };
}

/** PGlite: drizzle calls query(text, params, options) and transaction(callback). */
export function recordingPglite(client: PGlite): { client: PGlite; recorder: StatementRecorder } {
  return recorder(
    client,
    (args) => ({ text: String(args[0]), params: (args[1] as unknown[] | undefined) ?? [] }),
    (real, wrap) => ({
      transaction: (callback: (tx: object) => Promise<unknown>) => real.transaction((tx) => callback(wrap(tx))),
    }),
  );
}

/** node-postgres: drizzle calls pool.query(config, params), and pool.connect() for a transaction. */
export function recordingPool(pool: pg.Pool): { client: pg.Pool; recorder: StatementRecorder } {
  return recorder(
    pool,
    (args) => {
      const first = args[0] as string | { text: string };
      return { text: typeof first === 'string' ? first : first.text, params: (args[1] as unknown[] | undefined) ?? [] };
    },
    (real, wrap) => ({
      connect: async () => wrap(await real.connect()),
    }),
  );
}
