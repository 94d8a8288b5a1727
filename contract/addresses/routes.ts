import { z } from 'zod/mini';
import { hydraCollection, queryBool } from '../http/hydra';
import { defineRoutes } from '../http/route';
import {
  addressDeleteSchema,
  addressSchema,
  addressTypeSchema,
  addressUpdateSchema,
  countrySchema,
  newAddressSchema,
} from './schemas';

/**
 * A logged-in user's addresses and the countries they may be in (storefront-core §7). The writes
 * are idempotent (the outbox may queue them offline): with an Idempotency-Key, a replay answers
 * the first answer again with no second effect.
 */
export const addressRoutes = defineRoutes('addresses', {
  userAddresses: {
    method: 'GET',
    path: '/users-addresses',
    summary: 'Your addresses, the defaults first; only billing or delivery ones with `type`',
    auth: 'user',
    query: z.object({ type: z.optional(addressTypeSchema) }),
    response: hydraCollection(addressSchema),
  },
  address: {
    method: 'GET',
    path: '/addresses/{id}',
    summary: 'One of your addresses',
    auth: 'user',
    response: addressSchema,
  },
  createAddress: {
    method: 'POST',
    path: '/addresses',
    summary: 'Add an address, with an id made by the client if it likes',
    auth: 'user',
    idempotent: true,
    body: newAddressSchema,
    response: addressSchema,
    status: 201,
  },
  updateAddress: {
    method: 'PUT',
    path: '/addresses/{id}',
    summary: 'Change fields of one of your addresses, or make it the default with `{ default: true, type }`',
    auth: 'user',
    idempotent: true,
    body: addressUpdateSchema,
    response: addressSchema,
    // Based on another `version`: the address as it is, and both values of each clashing field.
    conflict: addressSchema,
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/addresses/{id}',
    summary: 'Delete one of your addresses',
    auth: 'user',
    idempotent: true,
    status: 204,
  },
  deleteAddressById: {
    method: 'DELETE',
    path: '/addresses',
    summary: 'Delete one of your addresses, named in the body',
    auth: 'user',
    idempotent: true,
    body: addressDeleteSchema,
    status: 204,
  },
  countries: {
    method: 'GET',
    path: '/countries',
    summary: 'The countries an address may be in; filter by validForBilling and validForDelivery',
    auth: 'public',
    query: z.object({ validForBilling: z.optional(queryBool()), validForDelivery: z.optional(queryBool()) }),
    response: hydraCollection(countrySchema),
    cacheSeconds: 3600,
  },
});
