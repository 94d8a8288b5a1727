import { z } from 'zod/mini';
import { localValue } from '../storage/local-value';

/**
 * Whether this device holds an offline catalogue (the pack's state row in IndexedDB), kept beside
 * it in localStorage. The catalogue's pages read the pack only when it says so: a device without
 * one (most phones, every first visit) then opens no IndexedDB and loads no Dexie for it before
 * its first screen (issue 23). Written with every pack state, and read back whenever the state row
 * itself is read (the pack's refresh at start), so a marker lost or left over mends itself.
 */
export const packHeld = localValue('workbay-offline-catalogue', z.boolean(), false);

export function markPackHeld(held: boolean): void {
  if (packHeld.read() !== held) packHeld.write(held);
}
