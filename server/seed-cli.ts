import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEFAULT_SCALE, DEFAULT_SEED } from './demo/catalogue/generate';
import { catalogueIsLoaded } from './demo/catalogue/load';
import { runDemo, type DemoLog } from './demo/run-demo';
import { demoUsers } from './demo/users/users';
import { loadConfig } from './env';
import { createPasswordHasher } from './modules/passwords/password-hasher';

/**
 * `npm run db:seed -- --demo [--scale N] [--seed S]`: runs the demo (server/demo/run-demo.ts) on
 * DATABASE_URL or the embedded PGlite, as a start with DEMO_DATA does: the demo users and, into an
 * empty catalogue, the demo catalogue of N products (default 5,000; up to 200,000 for benchmarks),
 * then what follows from them. The flag is required because the demo passwords are public.
 * Beside main.ts, like the app: it hands the demo the password hasher of modules/passwords.
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error(`--${name} needs a whole number between 1 and 1,000,000`);
    process.exit(2);
  }
  return value;
}

if (!process.argv.includes('--demo')) {
  console.error(
    'Usage: npm run db:seed -- --demo [--scale N] [--seed S]   (adds the demo users; their passwords are public)',
  );
  process.exit(2);
}

/** The demo's log lines on the console: the message, then what it counted. */
const consoleLog: DemoLog = {
  info: (fields: unknown, message?: string) => console.log(`  ${message ?? ''} ${JSON.stringify(fields)}`),
  error: (fields: unknown, message?: string) => console.error(`  ${message ?? ''} ${JSON.stringify(fields)}`),
};

const scale = option('scale', DEFAULT_SCALE);
const seed = option('seed', DEFAULT_SEED);
const config = loadConfig();
const database = await openDatabase(config);
const started = Date.now();
try {
  await migrate(database.db);
  const hadCatalogue = await catalogueIsLoaded(database.db);
  const created = await runDemo(database.db, {
    hasher: createPasswordHasher(),
    catalogue: { scale, seed, onProgress: (message) => console.log(`  catalogue: ${message}`) },
    log: consoleLog,
  });
  console.log(created.length ? `Created: ${created.join(', ')}` : 'The demo users are already there.');
  // The catalogue is loaded into an empty database only; a different --scale needs a fresh one.
  if (hadCatalogue) console.log('The catalogue was already loaded: left as it is.');
  for (const user of demoUsers) console.log(`  ${user.email}  ${user.password}`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
