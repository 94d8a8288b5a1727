import { z } from 'zod/mini';
import { text } from '../http/text';
import { checkAddress } from './address-rules';
import { COUNTRY_CODES } from './countries';
import { addressMessages } from './messages';
import { postcodeMessages } from './postcode';

/** Addresses of logged-in users (storefront-core §3 Address, §7 address and country calls). */
export const ADDRESS_TYPES = ['billing', 'delivery'] as const;
export const addressTypeSchema = z.enum(ADDRESS_TYPES, addressMessages.typeMissing);

/** How many addresses one user may keep: far more than any garage needs, few enough to list at once. */
export const MAX_ADDRESSES = 100;

const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const addressIdSchema = text().check(z.regex(UUID_PATTERN, addressMessages.invalidId));

const tooLong = (label: string, max: number) => addressMessages.tooLong(label, max);
const requiredText = (label: string, missing: string, max: number) =>
  text().check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong(label, max)));
/** An optional line: absent, null or empty all mean none. */
const optionalText = (label: string, max: number) =>
  z.optional(z.nullable(text().check(z.trim(), z.maxLength(max, tooLong(label, max)))));

/** billing, delivery or both, each once. */
export const addressTypeListSchema = z.array(addressTypeSchema).check(
  z.minLength(1, addressMessages.typeMissing),
  z.maxLength(ADDRESS_TYPES.length, addressMessages.typeRepeated),
  z.refine((types) => new Set(types).size === types.length, addressMessages.typeRepeated),
);

/** The fields a person fills in; each checked on its own (cross-field rules: address-rules.ts). */
/** The fields a person types on an address, in the form's order: what a version guards, besides its types. */
export const addressTextFields = [
  'firstName',
  'lastName',
  'company',
  'line1',
  'line2',
  'town',
  'county',
  'postcode',
  'countryCode',
  'telephone',
] as const;

const addressFields = {
  firstName: requiredText('First name', addressMessages.firstNameMissing, 50),
  lastName: requiredText('Last name', addressMessages.lastNameMissing, 50),
  company: optionalText('Company name', 100),
  line1: requiredText('Address line 1', addressMessages.line1Missing, 100),
  line2: optionalText('Address line 2', 100),
  town: requiredText('Town or city', addressMessages.townMissing, 60),
  county: optionalText('County', 60),
  postcode: requiredText('Postcode', postcodeMessages.missing, 10),
  countryCode: z.enum(COUNTRY_CODES, addressMessages.countryMissing),
  telephone: z.optional(
    z.nullable(
      text().check(
        z.trim(),
        z.maxLength(30, tooLong('Telephone number', 30)),
        z.regex(/^[+()\d\s-]*$/, addressMessages.telephone),
      ),
    ),
  ),
};

/**
 * POST /addresses. `id` may be made by the client (a UUID, v7 from contract/ids preferably), so
 * an address added offline keeps its id. `default: true` makes it the default for its types; the
 * first address of a type becomes that type's default anyway.
 */
export const newAddressSchema = z.object({
  id: z.optional(addressIdSchema),
  type: addressTypeListSchema,
  ...addressFields,
  default: z.optional(z.boolean()),
});
export type NewAddress = z.infer<typeof newAddressSchema>;

/**
 * PUT /addresses/{id}: any of the fields, and `default`. `type` is what the request is about:
 * - without `default`, the address's types become `type`;
 * - with `default: true`, the address becomes the default for each type in `type` (all its types
 *   when `type` is absent), gaining a type it did not have: `{ default: true, type: 'delivery' }`;
 * - `default: false` is refused while the address is a default: one default per type is always
 *   kept while addresses of that type exist, so another address is made the default instead.
 * A single type may be sent as a string.
 * `version` is the address's version the change was based on (absent: any). Another version
 * answers 409 with the address as it is and, for each field the change sets to a value other than
 * the stored one, both values (`clashes`); a change whose fields already hold is applied.
 */
export const addressUpdateSchema = z.object({
  version: z.optional(z.int().check(z.minimum(1), z.maximum(2_147_483_647))),
  type: z.optional(
    z.union([addressTypeSchema, addressTypeListSchema], {
      // The list's own message (empty, repeated) when a list was sent; zod's "Invalid input" otherwise.
      error: (issue) =>
        (Array.isArray(issue.input) && addressTypeListSchema.safeParse(issue.input).error?.issues[0]?.message) ||
        addressMessages.typeMissing,
    }),
  ),
  firstName: z.optional(addressFields.firstName),
  lastName: z.optional(addressFields.lastName),
  company: addressFields.company,
  line1: z.optional(addressFields.line1),
  line2: addressFields.line2,
  town: z.optional(addressFields.town),
  county: addressFields.county,
  postcode: z.optional(addressFields.postcode),
  countryCode: z.optional(addressFields.countryCode),
  telephone: addressFields.telephone,
  default: z.optional(z.boolean()),
});
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

/** DELETE /addresses, the body form of DELETE /addresses/{id} (the specification has both). */
export const addressDeleteSchema = z.object({ id: addressIdSchema });

/**
 * The address form's schema: the fields and the cross-field rules together, so the client shows
 * every message beside its field before anything is sent. The server runs the same rules on the
 * stored address merged with the change.
 */
export const addressFormSchema = newAddressSchema.check(
  z.superRefine((address, context) => {
    for (const violation of checkAddress(address).violations) {
      context.addIssue({ code: 'custom', path: [violation.propertyPath], message: violation.message });
    }
  }),
);

/** An address as the API answers it. */
export const addressSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  type: z.array(addressTypeSchema),
  /** The types this address is the user's default for. */
  defaults: z.array(z.object({ type: addressTypeSchema })),
  /** The default for the listed type (GET /users-addresses?type=…), otherwise for any of its types. */
  default: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.nullable(z.string()),
  line1: z.string(),
  line2: z.nullable(z.string()),
  town: z.string(),
  county: z.nullable(z.string()),
  postcode: z.string(),
  countryCode: z.string(),
  telephone: z.nullable(z.string()),
  /** Moved by one by each change of its fields or types; a change based on another is a 409. */
  version: z.int(),
});
export type Address = z.infer<typeof addressSchema>;

/** A country of GET /countries. */
export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  validForBilling: z.boolean(),
  validForDelivery: z.boolean(),
});

/** The postcode rules, for the forms that take a postcode. */
export { normaliseEircode, parseUkPostcode } from './postcode';
