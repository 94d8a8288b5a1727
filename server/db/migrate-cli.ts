import { loadConfig } from '../env';
import { openDatabase } from './database';
import { migrate } from './migrate';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded PGlite). */
const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = await migrate(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.close();
}
