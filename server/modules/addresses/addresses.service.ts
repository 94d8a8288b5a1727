import { checkAddress } from '../../../contract/addresses/address-rules';
import type { AddressType } from '../../../contract/addresses/countries';
import { addressMessages } from '../../../contract/addresses/messages';
import {
  ADDRESS_TYPES,
  MAX_ADDRESSES,
  type Address,
  type AddressUpdate,
  type NewAddress,
} from '../../../contract/addresses/schemas';
import { isUuid, uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { HttpProblem, notFound, violation, violations } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import { AddressClashProblem, addressClashes, changesAddress } from './address-clash';
import { toAddressResource, typesOf } from './address-resource';
import { createAddressesRepository, type AddressRecord, type AddressValues } from './addresses.repository';

interface Deps {
  db: Database;
  clock: Clock;
}

/** Optional lines: absent keeps the stored value; null or empty clears it. */
const optionalLine = (value: string | null | undefined, stored: string | null): string | null =>
  value === undefined ? stored : value || null;

/** Types in the contract's order, each once. */
const canonical = (types: Iterable<AddressType>): AddressType[] => {
  const set = new Set(types);
  return ADDRESS_TYPES.filter((type) => set.has(type));
};

/**
 * A logged-in user's addresses (storefront-core §3 Address, §7). The rules: an address is
 * billing, delivery or both, in a country that takes those types, with that country's postcode
 * (contract/addresses/address-rules.ts); one default per type per user, and while a user has
 * addresses of a type one of them is its default (the first added, until another is chosen).
 * Writes run in one transaction with the user's row locked, so two tabs cannot leave two
 * defaults or pass the limit together. Another user's address is "not found". The writes are
 * idempotent routes: the outbox replays them with an Idempotency-Key. An address carries a version,
 * moved by each change of its fields or types; a change based on another version answers 409 with
 * both values of each field it would change (address-clash.ts), never a silent last write.
 */
export function createAddressesService({ db, clock }: Deps) {
  // Writes run in withTransaction. A replayed write (Idempotency-Key) already runs in the request's
  // transaction: withTransaction joins it, so the address and the kept answer commit together
  // (server/db/unit-of-work.ts); the repository reads whichever transaction is around it.
  const addresses = createAddressesRepository(db);

  /** Checks the whole address as it would be stored; answers its columns with the postcode normalised. */
  function valuesOf(address: Omit<AddressValues, 'isBilling' | 'isDelivery'>, types: AddressType[]): AddressValues {
    const checked = checkAddress({ type: types, countryCode: address.countryCode, postcode: address.postcode });
    if (checked.violations.length) throw violations(checked.violations);
    return {
      ...address,
      postcode: checked.postcode,
      isBilling: types.includes('billing'),
      isDelivery: types.includes('delivery'),
    };
  }

  async function stored(auth: AuthContext, id: string): Promise<AddressRecord> {
    const record = isUuid(id) ? await addresses.find(auth.userId, id) : undefined;
    if (!record) throw notFound(addressMessages.notFound);
    return record;
  }

  async function remove(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(addressMessages.notFound);
    await withTransaction(db, async () => {
      await addresses.lockUser(auth.userId);
      if (!(await addresses.remove(auth.userId, id))) throw notFound(addressMessages.notFound);
      // Deleting a default makes the oldest remaining address of its type the default.
      await addresses.repairDefaults(auth.userId);
    });
  }

  return {
    /** GET /users-addresses: the defaults first (for `type` when given), then oldest first. */
    async list(auth: AuthContext, type?: AddressType): Promise<Address[]> {
      const records = await addresses.list(auth.userId, type);
      const isDefault = (record: AddressRecord) => (type ? record.defaults.includes(type) : record.defaults.length > 0);
      return [...records.filter(isDefault), ...records.filter((record) => !isDefault(record))].map((record) =>
        toAddressResource(record, type),
      );
    },

    async get(auth: AuthContext, id: string): Promise<Address> {
      return toAddressResource(await stored(auth, id));
    },

    /** POST /addresses: 201 with the address; a client-made id already in use answers 409. */
    async create(auth: AuthContext, input: NewAddress): Promise<Address> {
      const types = canonical(input.type);
      const values = valuesOf(
        {
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company || null,
          line1: input.line1,
          line2: input.line2 || null,
          town: input.town,
          county: input.county || null,
          postcode: input.postcode,
          countryCode: input.countryCode,
          telephone: input.telephone || null,
        },
        types,
      );
      const id = input.id?.toLowerCase() ?? uuidv7(clock().getTime());
      return withTransaction(db, async () => {
        await addresses.lockUser(auth.userId);
        if ((await addresses.count(auth.userId)) >= MAX_ADDRESSES) {
          throw new HttpProblem(400, addressMessages.tooMany(MAX_ADDRESSES));
        }
        if (!(await addresses.insert(auth.userId, id, values, clock())))
          throw new HttpProblem(409, addressMessages.idTaken);
        if (input.default) await addresses.setDefault(auth.userId, id, types);
        await addresses.repairDefaults(auth.userId);
        return toAddressResource(await stored(auth, id));
      });
    },

    /** PUT /addresses/{id}: fields, and `{ default: true, type }`, based on `version` (addressUpdateSchema). */
    async update(auth: AuthContext, id: string, change: AddressUpdate): Promise<Address> {
      if (!isUuid(id)) throw notFound(addressMessages.notFound);
      return withTransaction(db, async () => {
        await addresses.lockUser(auth.userId);
        const current = await stored(auth, id);
        const named =
          change.type === undefined
            ? undefined
            : canonical(typeof change.type === 'string' ? [change.type] : change.type);
        // Without `default`, `type` is the address's new list; with it, the types the flag is about.
        const types =
          change.default === undefined && named
            ? named
            : change.default === true && named
              ? canonical([...typesOf(current), ...named])
              : typesOf(current);
        const flagged = named ?? types;
        if (change.default === false && flagged.some((type) => current.defaults.includes(type))) {
          throw violation('default', addressMessages.cannotUnsetDefault);
        }
        const values = valuesOf(
          {
            firstName: change.firstName ?? current.firstName,
            lastName: change.lastName ?? current.lastName,
            company: optionalLine(change.company, current.company),
            line1: change.line1 ?? current.line1,
            line2: optionalLine(change.line2, current.line2),
            town: change.town ?? current.town,
            county: optionalLine(change.county, current.county),
            postcode: change.postcode ?? current.postcode,
            countryCode: change.countryCode ?? current.countryCode,
            telephone: optionalLine(change.telephone, current.telephone),
          },
          types,
        );
        // Based on another version: the fields it would change clash (both values answered); the
        // ones it sets to what is stored already hold, and it goes on.
        if (change.version !== undefined && change.version !== current.version) {
          const clashes = addressClashes(change, current, values);
          if (clashes.length) throw new AddressClashProblem(toAddressResource(current), clashes);
        }
        if (changesAddress(current, values)) await addresses.update(auth.userId, id, values, clock());
        if (change.default === true) await addresses.setDefault(auth.userId, id, flagged);
        await addresses.repairDefaults(auth.userId);
        return toAddressResource(await stored(auth, id));
      });
    },

    /** DELETE /addresses/{id} and DELETE /addresses { id }: 204. */
    remove,
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
