import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serverSettings } from '../../db/schema';

const SETTING_KEY = 'invoice_secret';

/**
 * An invoice's `magic` (trade §3): an HMAC-SHA-256 of its number under a server secret, so that
 * the PDF calls serve an invoice only to someone the list handed its number to, never for a
 * number counted up to. It is worked out, not stored: every instance with the same secret agrees,
 * and a new secret retires every magic handed out before it (the lists hand out new ones).
 */
export function createInvoiceMagic(secret: string) {
  const magicOf = (invoiceNumber: string) =>
    createHmac('sha256', secret).update(`invoice:${invoiceNumber}`).digest('base64url').slice(0, 32);
  return {
    magicOf,
    /** In constant time, so that the answer's timing does not tell how much of a guess was right. */
    matches(invoiceNumber: string, magic: string): boolean {
      const expected = Buffer.from(magicOf(invoiceNumber));
      const given = Buffer.from(magic);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type InvoiceMagic = ReturnType<typeof createInvoiceMagic>;

/**
 * INVOICE_SECRET when set; otherwise a random secret made once and kept in server_settings, as the
 * JWT secret is (modules/auth/jwt-secret.ts), so a restart or a second instance gives the same magic.
 */
export async function resolveInvoiceSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(serverSettings).values({ key: SETTING_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING_KEY));
  if (!row) throw new Error('The invoice secret could not be stored.');
  return row.value;
}
