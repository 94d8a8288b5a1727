import { loadConfig } from '../env';
import { createPasswordHasher } from '../modules/passwords/password-hasher';
import { openDatabase } from './database';
import { demoUsers } from './demo-data';
import { migrate } from './migrate';
import { seedDemoData } from './seed';

/**
 * `npm run db:seed -- --demo`: adds the demo users to DATABASE_URL (or the embedded PGlite).
 * The flag is required because the demo passwords are public.
 */
if (!process.argv.includes('--demo')) {
  console.error('Usage: npm run db:seed -- --demo   (adds the demo users; their passwords are public)');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database.db);
  const created = await seedDemoData(database.db, createPasswordHasher());
  console.log(created.length ? `Created: ${created.join(', ')}` : 'The demo users are already there.');
  for (const user of demoUsers) console.log(`  ${user.email}  ${user.password}`);
} finally {
  await database.close();
}
