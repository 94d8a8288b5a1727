import type { AddressType } from '../../../contract/addresses/countries';
import type { Address, NewAddress } from '../../../contract/addresses/schemas';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import { appDb } from '../../db/app-db';
import type { AddressRow } from '../../db/addresses';
import { recordChange } from '../../sync/record-change';
import { addressMessages } from '../../../contract/addresses/messages';
import {
  addressOperations,
  ADDRESS_ENTITY,
  entriesOfAddress,
  nextPosition,
  putChanged,
  rowsOf,
} from './address-outbox';
import { checkPostcode } from '../../../contract/addresses/postcode';
import { canonicalTypes, localAddress, makeDefaultIn, repairDefaults, type AddressFields } from './address-row';
import { addressWords } from './address-words';
import {
  createPayloadSchema,
  updatePayloadSchema,
  type CreatePayload,
  type DefaultPayload,
  type DeletePayload,
  type UpdatePayload,
} from './address-payloads';

/** The form's output: the contract's new address (addressFormSchema). */
export type AddressInput = Omit<NewAddress, 'id'>;

/**
 * The form's values as stored: optional lines empty become null, and the postcode is written the
 * country's way ('ls14ap' → 'LS1 4AP'), as the server will store it.
 */
export function fieldsOf(values: Omit<AddressInput, 'type' | 'default'>): AddressFields {
  const optional = (value: string | null | undefined) => (value ? value : null);
  const postcode = checkPostcode(values.countryCode, values.postcode);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    company: optional(values.company),
    line1: values.line1,
    line2: optional(values.line2),
    town: values.town,
    county: optional(values.county),
    postcode: postcode.valid ? postcode.postcode : values.postcode,
    countryCode: values.countryCode,
    telephone: optional(values.telephone),
  };
}

async function mustGet(userId: string, id: string): Promise<AddressRow> {
  const row = await appDb.addresses.get(id);
  if (!row || row.userId !== userId || row.deleted) throw new Error(addressMessages.notFound);
  return row;
}

/** The row of `id` changed by `change`, marked as the device's word; the other rows as they are. */
function touch(
  rows: readonly AddressRow[],
  id: string,
  change: (row: AddressRow) => Partial<AddressRow>,
  now: Date,
): AddressRow[] {
  const touched = (row: AddressRow) => ({ ...row, ...change(row), provisional: true, updatedAt: now.toISOString() });
  return rows.map((row) => (row.id === id ? touched(row) : row));
}

/**
 * Adds an address on the device with an id made here (UUID v7), shown at once, and queues
 * POST /addresses. The first address of a type becomes its default, as on the server.
 */
export async function addAddress(userId: string, input: AddressInput, now = new Date()): Promise<string> {
  const id = uuidv7(now.getTime());
  const fields = fieldsOf(input);
  const type = canonicalTypes(input.type);
  const address = localAddress(id, type, fields);
  const makeDefault = input.default === true;
  const payload: CreatePayload = { type, fields, default: makeDefault };
  await recordChange(
    [appDb.addresses],
    async () => {
      const rows = await rowsOf(userId);
      const row: AddressRow = {
        id,
        userId,
        serverVersion: 0,
        provisional: true,
        updatedAt: now.toISOString(),
        address,
        position: nextPosition(rows),
        deleted: false,
        problem: null,
      };
      let next = [...rows, row];
      if (makeDefault) next = makeDefaultIn(next, id, type);
      await putChanged(rows, repairDefaults(next));
    },
    {
      userId,
      entity: ADDRESS_ENTITY,
      entityId: id,
      operation: addressOperations.create,
      payload,
      description: addressWords.add(address, makeDefault),
    },
    now,
  );
  return id;
}

/**
 * Changes an address's fields and types. An address the server refused to add is added again as
 * corrected: a new entry (the server keeps its answer to the refused one's Idempotency-Key) in
 * place of the refused one. A refused earlier change of it is replaced by this one, which
 * carries every field.
 */
export async function editAddress(userId: string, id: string, input: AddressInput, now = new Date()): Promise<void> {
  const row = await mustGet(userId, id);
  const fields = fieldsOf(input);
  const type = canonicalTypes(input.type);
  const edited: Address = { ...row.address, ...fields, type };
  await appDb.transaction('rw', appDb.addresses, appDb.outbox, async () => {
    const entries = await entriesOfAddress(id);
    const rows = await rowsOf(userId);
    const write = () =>
      putChanged(rows, repairDefaults(touch(rows, id, () => ({ address: edited, problem: null }), now)));
    const refused = (operation: string) =>
      entries.filter((entry) => entry.operation === operation && entry.state === 'failed');
    const refusedCreate = refused(addressOperations.create)[0];
    if (refusedCreate) {
      // Only its `default` is kept: an unreadable one (stored in an older shape) counts as not asked.
      const asked = createPayloadSchema.safeParse(refusedCreate.payload).data?.default ?? false;
      const payload: CreatePayload = { type, fields, default: asked };
      await appDb.outbox.delete(refusedCreate.id);
      await recordChange(
        [appDb.addresses],
        write,
        {
          userId,
          entity: ADDRESS_ENTITY,
          entityId: id,
          operation: addressOperations.create,
          payload,
          description: addressWords.add(edited, payload.default),
        },
        now,
      );
      return;
    }
    const refusedUpdates = refused(addressOperations.update);
    await appDb.outbox.bulkDelete(refusedUpdates.map((entry) => entry.id));
    // The copy from before the first refused change, so that a discard goes back that far.
    const before = updatePayloadSchema.safeParse(refusedUpdates[0]?.payload).data?.previous;
    const payload: UpdatePayload = { type, fields, previous: before ?? row.address };
    await recordChange(
      [appDb.addresses],
      write,
      {
        userId,
        entity: ADDRESS_ENTITY,
        entityId: id,
        operation: addressOperations.update,
        payload,
        description: addressWords.change(edited),
      },
      now,
    );
  });
}

/** Makes an address the default for a type (PUT { default: true, type }); the previous default gives it up. */
export async function makeDefaultAddress(
  userId: string,
  id: string,
  type: AddressType,
  now = new Date(),
): Promise<void> {
  const row = await mustGet(userId, id);
  const payload: DefaultPayload = { type };
  await recordChange(
    [appDb.addresses],
    async () => {
      const rows = await rowsOf(userId);
      const next = makeDefaultIn(
        touch(rows, id, () => ({ problem: null }), now),
        id,
        [type],
      );
      await putChanged(rows, repairDefaults(next));
    },
    {
      userId,
      entity: ADDRESS_ENTITY,
      entityId: id,
      operation: addressOperations.makeDefault,
      payload,
      description: addressWords.makeDefault(row.address, type),
    },
    now,
  );
}

/** Deletes an address: gone from the list at once, deleted on the server when the change is sent. */
export async function deleteAddress(userId: string, id: string, now = new Date()): Promise<void> {
  const row = await mustGet(userId, id);
  const payload: DeletePayload = { previous: row.address };
  await recordChange(
    [appDb.addresses],
    async () => {
      const rows = await rowsOf(userId);
      // A deleted default passes to the next address of its type, as the server does.
      await putChanged(rows, repairDefaults(touch(rows, id, () => ({ deleted: true, problem: null }), now)));
    },
    {
      userId,
      entity: ADDRESS_ENTITY,
      entityId: id,
      operation: addressOperations.remove,
      payload,
      description: addressWords.remove(row.address),
    },
    now,
  );
}
