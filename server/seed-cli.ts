import { DEFAULT_SCALE, DEFAULT_SEED } from './db/catalogue-demo/generate';
import { catalogueIsLoaded } from './db/catalogue-demo/load';
import { openDatabase } from './db/database';
import { demoUsers } from './db/demo-data';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import { loadConfig } from './env';
import { createPasswordHasher } from './modules/passwords/password-hasher';

/**
 * `npm run db:seed -- --demo [--scale N] [--seed S]`: adds the demo users and, into an empty
 * catalogue, the demo catalogue of N products (default 5,000; up to 200,000 for benchmarks) to
 * DATABASE_URL or the embedded PGlite. The flag is required because the demo passwords are public.
 * Beside main.ts rather than in db/: like the app, it hands db/seed.ts the password hasher of
 * modules/passwords, which db/ may not import.
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

const scale = option('scale', DEFAULT_SCALE);
const seed = option('seed', DEFAULT_SEED);
const config = loadConfig();
const database = await openDatabase(config);
const started = Date.now();
try {
  await migrate(database.db);
  const hadCatalogue = await catalogueIsLoaded(database.db);
  const created = await seedDemoData(database.db, createPasswordHasher(), {
    scale,
    seed,
    onProgress: (message) => console.log(`  catalogue: ${message}`),
  });
  console.log(created.length ? `Created: ${created.join(', ')}` : 'The demo users are already there.');
  // The catalogue is loaded into an empty database only; a different --scale needs a fresh one.
  if (hadCatalogue) console.log('The catalogue was already loaded: left as it is.');
  for (const user of demoUsers) console.log(`  ${user.email}  ${user.password}`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
