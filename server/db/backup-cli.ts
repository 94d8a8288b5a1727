import { join } from 'node:path';
import { loadConfig } from '../env';
import { backupPglite } from './backup';

/**
 * `npm run db:backup [file]`: the embedded database, whole, into `file` (by default
 * `{DATA_DIR}/backups/workbay-<time>.tar.gz`). Run it with the server stopped. With DATABASE_URL
 * set, PostgreSQL's own pg_dump is the tool, and this says so.
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump --format=custom --file=workbay.dump "$DATABASE_URL"',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = process.argv[2] ?? join(config.dataDir, 'backups', `workbay-${stamp}.tar.gz`);
const bytes = await backupPglite(join(config.dataDir, 'pglite'), file);
console.log(`Backed up to ${file} (${Math.ceil(bytes / 1024)} KiB).`);
