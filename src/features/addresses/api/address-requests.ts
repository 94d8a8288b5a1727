import { addressRoutes } from '../../../../contract/addresses/routes';
import type { Address } from '../../../../contract/addresses/schemas';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { ApiError } from '../../../api/api-error';
import { requestKeyOf, type OutboxEntry } from '../../../db/outbox';
import { apiRequest, type SessionPolicy } from '../../../session/api-request';
import type { QueuedEntry } from '../../../sync/operations';
import { changedFields } from '../address-changed-fields';
import type { CreatePayload, DefaultPayload, UpdatePayload } from '../address-payloads';

/**
 * The address calls a queued change makes, each with its entry's id as the Idempotency-Key, so a
 * replay has no second effect. Loaded when the first change is sent, not with the first page.
 */
const keyed = (entry: OutboxEntry) => ({ [IDEMPOTENCY_HEADER]: requestKeyOf(entry) });

/** POST /addresses with the id made on the device. */
export function sendCreate(entry: QueuedEntry<CreatePayload>, policy: SessionPolicy): Promise<Address> {
  const { payload } = entry;
  return apiRequest(addressRoutes.createAddress, {
    body: { id: entry.entityId, type: payload.type, ...payload.fields, ...(payload.default ? { default: true } : {}) },
    headers: keyed(entry),
    policy,
  });
}

/**
 * PUT /addresses/{id} with the fields the person changed, based on the version the device held
 * when the change was sealed. A change sealed with no version (before addresses carried one, so
 * perhaps already sent under its key) keeps the body it was first sent with: every field.
 */
export function sendUpdate(entry: QueuedEntry<UpdatePayload>, policy: SessionPolicy): Promise<Address> {
  const { payload, basedOn } = entry;
  return apiRequest(addressRoutes.updateAddress, {
    params: { id: entry.entityId },
    body: basedOn ? { version: basedOn, ...changedFields(payload) } : { type: payload.type, ...payload.fields },
    headers: keyed(entry),
    policy,
  });
}

/** PUT /addresses/{id} { default: true, type }. */
export function sendDefault(entry: QueuedEntry<DefaultPayload>, policy: SessionPolicy): Promise<Address> {
  const { type } = entry.payload;
  return apiRequest(addressRoutes.updateAddress, {
    params: { id: entry.entityId },
    body: { default: true, type },
    headers: keyed(entry),
    policy,
  });
}

/** DELETE /addresses/{id}; an address already gone (deleted on another device) is what was wanted. */
export async function sendDelete(entry: OutboxEntry, policy: SessionPolicy): Promise<null> {
  try {
    await apiRequest(addressRoutes.deleteAddress, { params: { id: entry.entityId }, headers: keyed(entry), policy });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return null;
}
