import { join } from 'node:path';
import { loadConfig } from '../env';
import { restorePglite } from './backup';

/**
 * `npm run db:restore <file>`: replaces the embedded database with a backup made by
 * `npm run db:backup`. Run it with the server stopped. The database it replaces is kept beside it,
 * moved aside, never deleted. With DATABASE_URL set, pg_restore is the tool, and this says so.
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore --clean --if-exists -d "$DATABASE_URL" workbay.dump',
  );
  process.exit(2);
}
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore <file>   (a file written by npm run db:backup)');
  process.exit(2);
}
const setAside = await restorePglite(join(config.dataDir, 'pglite'), file);
console.log(`Restored from ${file}.${setAside ? ` The database it replaced is in ${setAside}.` : ''}`);
