import { z } from 'zod/mini';
import { COUNTRY_CODES } from '../../../contract/addresses/countries';
import { ADDRESS_TYPE_ORDER } from './address-row';

/**
 * What each address change keeps in the outbox: the engine parses an entry's payload with its
 * operation's schema before the operation reads it (sync/operations.ts). These check the shape
 * only, written with zod alone: the contract's address schemas carry the form's rules (postcodes,
 * lengths), which would put them in the sync engine's JavaScript (see ADDRESS_TYPE_ORDER) and
 * judge values that are the server's to judge (its refusal shows beside the field). A test checks
 * that they name the contract's fields.
 */
const addressType = z.enum(ADDRESS_TYPE_ORDER);
const optional = z.nullable(z.string());

/** The fields a person fills in, as the device stores and sends them (AddressFields). */
export const addressFieldsShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: optional,
  line1: z.string(),
  line2: optional,
  town: z.string(),
  county: optional,
  postcode: z.string(),
  countryCode: z.enum(COUNTRY_CODES),
  telephone: optional,
});

/** An address as the server answered it (the contract's Address), kept to restore the device's copy. */
export const addressShape = z.extend(addressFieldsShape, {
  '@id': z.string(),
  id: z.string(),
  type: z.array(addressType),
  defaults: z.array(z.object({ type: addressType })),
  default: z.boolean(),
  countryCode: z.string(),
  // Optional: changes queued before addresses carried a version kept copies without one.
  version: z.optional(z.int()),
});

/** address.create: enough to build POST /addresses again, however late. */
export const createPayloadSchema = z.object({
  type: z.array(addressType),
  fields: addressFieldsShape,
  default: z.boolean(),
});
export type CreatePayload = z.infer<typeof createPayloadSchema>;

/** address.update: PUT /addresses/{id} with every field; `previous` restores the device's copy if discarded. */
export const updatePayloadSchema = z.object({
  type: z.array(addressType),
  fields: addressFieldsShape,
  previous: addressShape,
});
export type UpdatePayload = z.infer<typeof updatePayloadSchema>;

/** address.default: the type the address becomes the default for. */
export const defaultPayloadSchema = z.object({ type: addressType });
export type DefaultPayload = z.infer<typeof defaultPayloadSchema>;

/** address.delete: the address as it was, to bring back if the deletion is refused or discarded. */
export const deletePayloadSchema = z.object({ previous: addressShape });
export type DeletePayload = z.infer<typeof deletePayloadSchema>;
