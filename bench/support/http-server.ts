// The server the HTTP bench loads: a process of its own, built and started as `npm start` starts
// it, on a database of its own with the demo data at the size asked for. A PostgreSQL database
// made for a size is kept between runs (seeding 200,000 products takes minutes); BENCH_FRESH=1
// makes it again.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Target {
  origin: string;
  products: number;
  command: string;
  seedSeconds: number;
  json<T>(path: string): Promise<T>;
  guestToken(): Promise<string>;
  stop(): Promise<void>;
}

const PORT = Number(process.env.BENCH_PORT ?? 3931);
const STARTUP_TIMEOUT_MS = 20 * 60_000;

/** The built server, built now from the source as it is: what `npm start` runs. */
function serverCommand(): string[] {
  execFileSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
  return ['node', '--enable-source-maps', 'dist-server/main.js'];
}

async function databaseFor(url: string, products: number): Promise<string> {
  const name = `workbay_bench_${products}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (exists && process.env.BENCH_FRESH) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    if (!exists || process.env.BENCH_FRESH) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

async function waitForServer(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${origin}/api/countries`)).ok) return;
    } catch {
      // Not listening yet: the demo catalogue is still loading.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer within 20 minutes');
}

export async function httpTarget(options: {
  databaseUrl?: string;
  products: number;
  distDir?: string;
}): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbay-bench-http-'));
  const databaseUrl = options.databaseUrl ? await databaseFor(options.databaseUrl, options.products) : undefined;
  const [program, ...args] = serverCommand() as [string, ...string[]];
  const origin = `http://127.0.0.1:${PORT}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: 'workbay-bench-secret-that-is-long-enough-1234',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    DEMO_CATALOGUE_SCALE: String(options.products),
    // The bench asks for one guest token; the limits are not what it measures.
    AUTH_RATE_LIMIT_MAX: '1000000',
    REFRESH_RATE_LIMIT_MAX: '1000000',
    PRUNE_INTERVAL_MINUTES: '0',
    // The built client it serves (the Lighthouse bench's own build); none by default.
    ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  const started = Date.now();
  const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForServer(origin, child);
  const seedSeconds = (Date.now() - started) / 1000;
  const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${origin}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    return (await response.json()) as T;
  };
  return {
    origin,
    products: options.products,
    command: [program, ...args].join(' '),
    seedSeconds,
    json,
    guestToken: async () =>
      (
        await json<{ token: string }>('/api/auth', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).token,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
