import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serverSettings } from '../../db/schema';

const SETTING_KEY = 'jwt_secret';

/**
 * JWT_SECRET when set; otherwise a random secret made once and kept in server_settings, so that a
 * restart (or a second instance) signs with the same key and nobody is logged out. Each instance
 * reads it once, at start: a new JWT_SECRET takes effect as each instance restarts, so every
 * instance must be given the same one and restarted together.
 */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  // Two instances starting together: the first insert wins and both read the winner back.
  await db.insert(serverSettings).values({ key: SETTING_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING_KEY));
  if (!row) throw new Error('The JWT secret could not be stored.');
  return row.value;
}
