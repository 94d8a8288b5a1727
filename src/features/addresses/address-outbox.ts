import { appDb } from '../../db/app-db';
import { entriesOfEntity, entriesOfUser } from '../../db/outbox-queries';
import type { AddressRow } from '../../db/addresses';
import type { OutboxEntry } from '../../db/outbox';

/** The outbox's name for the address book's entities, and its operations in the sync registry. */
export const ADDRESS_ENTITY = 'address';
export const addressOperations = {
  create: 'address.create',
  update: 'address.update',
  makeDefault: 'address.default',
  remove: 'address.delete',
} as const;

/** A person's address changes still in the outbox (waiting, refused or in conflict), oldest first. */
export async function addressEntriesOf(userId: string): Promise<OutboxEntry[]> {
  const entries = await entriesOfUser(userId).toArray();
  return entries.filter((entry) => entry.entity === ADDRESS_ENTITY);
}

/** One address's changes still in the outbox, oldest first. */
export function entriesOfAddress(addressId: string): Promise<OutboxEntry[]> {
  return entriesOfEntity(addressId).toArray();
}

/** A person's rows on this device, deleted ones included. */
export function rowsOf(userId: string): Promise<AddressRow[]> {
  return appDb.addresses.where('userId').equals(userId).toArray();
}

/** The position after every row of the list: where an address added on the device goes. */
export function nextPosition(rows: readonly AddressRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
}

/** Writes the rows of `after` that are not the very objects of `before` (the ones a rule changed). */
export async function putChanged(before: readonly AddressRow[], after: readonly AddressRow[]): Promise<void> {
  const unchanged = new Set(before);
  const changed = after.filter((row) => !unchanged.has(row));
  if (changed.length > 0) await appDb.addresses.bulkPut(changed);
}
