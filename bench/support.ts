// What the benches share: timing a call over many runs into p50 / p95 / per second, and a
// PostgreSQL schema of the run's own (dropped at the end) for BENCH_DATABASE_URL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import pg from 'pg';
import { postgresHandle, type DatabaseHandle } from '../server/db/database';

export interface Figure {
  p50Ms: number;
  p95Ms: number;
  perSecond: number;
}

export const round = (n: number) => Math.round(n * 1000) / 1000;

export function summarise(samples: number[]): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = samples.reduce((sum, s) => sum + s, 0);
  return { p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), perSecond: round((samples.length * 1000) / total) };
}

/** `count` timed runs after up to 20 warm-up runs. */
export async function time(count: number, run: () => Promise<void>): Promise<Figure> {
  for (let i = 0; i < Math.min(20, count); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return summarise(samples);
}

/**
 * A schema of its own on the PostgreSQL server, dropped when the handle closes. `wrap` puts
 * something between drizzle and the pool (the catalogue bench records the statements issued).
 */
export async function postgresSchema(
  url: string,
  label: string,
  wrap: (pool: pg.Pool) => pg.Pool = (pool) => pool,
): Promise<DatabaseHandle> {
  const schema = `wb_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  return postgresHandle(wrap(pool), async () => {
    await pool.query(`DROP SCHEMA ${schema} CASCADE`);
  });
}

/**
 * Writes a bench's figures to bench/results/<name>.json, with when they were measured, on which
 * Node and which machine, so a figure is never read without its circumstances.
 */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  const file = `bench/results/${name}.json`;
  const circumstances = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    machine: { host: hostname(), cores: cpus().length },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...circumstances, ...figures }, null, 2)}\n`);
  console.log(`Written to ${file}`);
}
