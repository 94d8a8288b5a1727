import { appDb } from '../../db/app-db';
import type { SessionEvent } from '../../session/session-events';
import { addressEntriesOf } from './address-outbox';

/**
 * The address book's part of logout: the person's addresses leave the device (another person may
 * use it next), unless some of their changes still wait to be sent: those rows stay, shown to
 * nobody else, until the same person logs in again and the changes go.
 */
export async function forgetAddressesOf(userId: string): Promise<void> {
  await appDb.transaction('rw', appDb.addresses, appDb.outbox, async () => {
    if ((await addressEntriesOf(userId)).length > 0) return;
    await appDb.addresses.where('userId').equals(userId).delete();
  });
}

export function addressesOnSessionEvent(event: SessionEvent): void {
  if (event.type === 'logout') void forgetAddressesOf(event.userId).catch(() => {});
}
