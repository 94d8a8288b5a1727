import type { Technician } from '../../../contract/clocking/schemas';
import { appDb } from '../../db/app-db';
import type { BayTechnicianRow } from '../../db/clocking';

/**
 * The bay tablet's memory of its technicians (docs/decisions/111-bay-tablet-pin-offline.md). A
 * technician whose PIN the server confirmed on this tablet can switch onto it offline for
 * REMEMBER_MS after: the tablet keeps a PBKDF2 hash of the PIN with a salt of its own. Four digits
 * are ten thousand guesses, so this is a convenience against picking the wrong name, not security:
 * the session of the logged-in account is what guards the data.
 */
export const REMEMBER_MS = 14 * 86_400_000;
const ITERATIONS = 100_000;

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function hashPin(pin: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations: ITERATIONS },
    key,
    256,
  );
  return hex(bits);
}

/** The server confirmed the PIN: remember the technician, and put them on the tablet. */
export async function rememberVerified(userId: string, technician: Technician, pin: string, now = Date.now()) {
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  const row: BayTechnicianRow = {
    id: technician.id,
    userId,
    name: technician.name,
    role: technician.role,
    salt,
    pinHash: await hashPin(pin, salt),
    verifiedAt: now,
    selectedAt: now,
  };
  await appDb.bayTechnicians.put(row);
  return row;
}

export type OfflineCheck = 'ok' | 'wrong-pin' | 'not-remembered';

/** Offline: the PIN against the tablet's hash, for a technician verified here within REMEMBER_MS. */
export async function checkPinOffline(
  userId: string,
  id: string,
  pin: string,
  now = Date.now(),
): Promise<OfflineCheck> {
  const row = await appDb.bayTechnicians.get(id);
  if (!row || row.userId !== userId || !row.salt || !row.pinHash || now - row.verifiedAt > REMEMBER_MS)
    return 'not-remembered';
  if ((await hashPin(pin, row.salt)) !== row.pinHash) return 'wrong-pin';
  await appDb.bayTechnicians.update(id, { selectedAt: now });
  return 'ok';
}

/** Nobody on the tablet: the next clock needs a PIN again. */
export async function leaveTablet(userId: string): Promise<void> {
  await appDb.bayTechnicians.where('userId').equals(userId).modify({ selectedAt: 0 });
}

export const bayTechniciansOf = (userId: string) => appDb.bayTechnicians.where('userId').equals(userId).toArray();

/** Who is on the tablet now: the latest switched onto it. */
export function currentOf(rows: readonly BayTechnicianRow[]): BayTechnicianRow | null {
  const latest = rows.reduce<BayTechnicianRow | null>(
    (best, row) => (row.selectedAt > 0 && (!best || row.selectedAt > best.selectedAt) ? row : best),
    null,
  );
  return latest;
}
