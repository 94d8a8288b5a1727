import type { Address } from '../../../contract/addresses/schemas';
import { ApiError, NetworkError } from '../../api/api-error';
import { appDb } from '../../db/app-db';
import type { AddressRow } from '../../db/addresses';
import type { OutboxEntry } from '../../db/outbox';
import { registerOperation, type Operation, type QueuedEntry } from '../../sync/operations';
import {
  addressEntriesOf,
  addressOperations,
  entriesOfAddress,
  nextPosition,
  putChanged,
  rowsOf,
} from './address-outbox';
import { makeDefaultIn, rowFromServer } from './address-row';
import {
  createPayloadSchema,
  defaultPayloadSchema,
  deletePayloadSchema,
  updatePayloadSchema,
  type CreatePayload,
  type DefaultPayload,
  type DeletePayload,
  type UpdatePayload,
} from './address-payloads';

// The requests (and the address schemas they bring) load when the first change is sent; a chunk
// that cannot be fetched is a network failure, retried later, never a refusal.
const requests = () =>
  import('./api/address-requests').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });

const rowOf = (entry: OutboxEntry) => appDb.addresses.get(entry.entityId);

async function update(entry: OutboxEntry, change: (row: AddressRow) => Partial<AddressRow>): Promise<void> {
  const row = await rowOf(entry);
  if (row) await appDb.addresses.put({ ...row, ...change(row) });
}

/**
 * The server answered an address. With none of the person's address changes left waiting, its
 * copy becomes the device's, and its defaults come off the other addresses (one per type). With
 * more waiting, the device keeps its own copy (it is the newer word) and only notes that the
 * server has the address; the list is read again from the server once nothing waits.
 */
async function adopt(entry: OutboxEntry, address: Address): Promise<void> {
  const row = await rowOf(entry);
  const othersWaiting = (await addressEntriesOf(entry.userId)).some((other) => other.id !== entry.id);
  if (othersWaiting) {
    // The next change is based on the version the server answered.
    if (row) await appDb.addresses.put({ ...row, serverVersion: address.version, problem: null });
    return;
  }
  const rows = await rowsOf(entry.userId);
  const adopted = rowFromServer(address, entry.userId, row?.position ?? nextPosition(rows));
  const withAnswer = [...rows.filter((other) => other.id !== address.id), adopted];
  await putChanged(
    rows,
    makeDefaultIn(
      withAnswer,
      address.id,
      address.defaults.map((d) => d.type),
    ),
  );
}

/** What every address operation shares: the device's copy for a conflict, the server's to take. */
const common = {
  snapshot: async (entry: OutboxEntry) => (await rowOf(entry))?.address ?? null,
  takeTheirs: async (entry: OutboxEntry, theirs: unknown) => adopt(entry, theirs as Address),
  // Only a change of fields is sent based on a version (address.update below); the rest never clash.
  keepMine: async () => {},
  applied: async (entry: OutboxEntry, answer: unknown) => adopt(entry, answer as Address),
  /** The server's words and its violations by field go on the address, for the card and the form. */
  failed: async (entry: OutboxEntry, message: string, error: unknown) =>
    update(entry, () => ({ problem: { message, violations: error instanceof ApiError ? error.violations : [] } })),
} satisfies Partial<Operation>;

const create: Operation<CreatePayload> = {
  ...common,
  payload: createPayloadSchema,
  send: async (entry, policy) => (await requests()).sendCreate(entry, policy),
  // Never sent, so never there: the address goes, and so do its later changes (they could only fail).
  discarded: async (entry) => {
    const later = (await entriesOfAddress(entry.entityId)).filter((other) => other.id !== entry.id);
    await appDb.outbox.bulkDelete(later.map((other) => other.id));
    await appDb.addresses.delete(entry.entityId);
  },
};

/** The server's version the device holds: what a change of fields is based on when it is sealed. */
async function baseVersion(entry: OutboxEntry): Promise<number | undefined> {
  return (await rowOf(entry))?.serverVersion || undefined;
}

const change: Operation<UpdatePayload> = {
  ...common,
  payload: updatePayloadSchema,
  baseVersion,
  send: async (entry, policy) => (await requests()).sendUpdate(entry, policy),
  // The same fields again, based on the server's copy: they then overwrite what they touch.
  keepMine: async (entry, theirs) => {
    const { version } = theirs as Address;
    await update(entry, () => ({ serverVersion: version }));
    return { basedOn: version };
  },
  discarded: async (entry) => {
    const { previous } = entry.payload;
    // The fields as they were; which defaults it holds is the device's word now, not then.
    const address = (row: AddressRow) => ({
      ...previous,
      defaults: row.address.defaults,
      default: row.address.default,
      version: row.address.version,
    });
    await update(entry, (row) => ({ address: address(row), problem: null }));
  },
};

const makeDefault: Operation<DefaultPayload> = {
  ...common,
  payload: defaultPayloadSchema,
  send: async (entry, policy) => (await requests()).sendDefault(entry, policy),
  discarded: async (entry) => update(entry, () => ({ problem: null })),
};

const remove: Operation<DeletePayload> = {
  ...common,
  payload: deletePayloadSchema,
  send: async (entry, policy) => (await requests()).sendDelete(entry, policy),
  applied: async (entry) => appDb.addresses.delete(entry.entityId),
  // Refused or discarded: the address is back, with the defaults it had.
  failed: async (entry, message, error) =>
    restore(entry, { message, violations: error instanceof ApiError ? error.violations : [] }),
  discarded: async (entry) => restore(entry, null),
};

async function restore(entry: QueuedEntry<DeletePayload>, problem: AddressRow['problem']): Promise<void> {
  const { previous } = entry.payload;
  const rows = await rowsOf(entry.userId);
  const back = rows.map((row) => (row.id === entry.entityId ? { ...row, deleted: false, problem } : row));
  await putChanged(
    rows,
    makeDefaultIn(
      back,
      entry.entityId,
      previous.defaults.map((d) => d.type),
    ),
  );
}

/** The address book's operations in the sync registry; app/ calls this once at start. */
export function registerAddressOperations(): void {
  registerOperation(addressOperations.create, create);
  registerOperation(addressOperations.update, change);
  registerOperation(addressOperations.makeDefault, makeDefault);
  registerOperation(addressOperations.remove, remove);
}
