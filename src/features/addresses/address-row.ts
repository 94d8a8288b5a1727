import type { AddressType, CountryCode } from '../../../contract/addresses/countries';
import type { Address } from '../../../contract/addresses/schemas';
import type { AddressRow } from '../../db/addresses';

/** The fields a person fills in (the form's output), as the device stores and sends them. */
export type AddressFields = Omit<
  Address,
  '@id' | 'id' | 'type' | 'defaults' | 'default' | 'countryCode' | 'version'
> & {
  countryCode: CountryCode;
};

/**
 * The contract's ADDRESS_TYPES, in its order. Written out here so that the sync engine, which
 * registers the address operations at start, does not bring the address schemas into the first
 * page's JavaScript (a test checks the two agree).
 */
export const ADDRESS_TYPE_ORDER = ['billing', 'delivery'] as const satisfies readonly AddressType[];

/** Types in the contract's order (billing, delivery), each once: as the server lists them. */
export function canonicalTypes(types: Iterable<AddressType>): AddressType[] {
  const set = new Set(types);
  return ADDRESS_TYPE_ORDER.filter((type) => set.has(type));
}

/**
 * An address made on the device, in the API's shape; the server's answer replaces it later.
 * Version 0: the server has no version of it yet (its first is 1).
 */
export function localAddress(id: string, type: readonly AddressType[], fields: AddressFields): Address {
  const address = { '@id': `/api/addresses/${id}`, id, type: canonicalTypes(type), defaults: [], default: false };
  return { ...address, ...fields, version: 0 };
}

const typesOfDefaults = (address: Address): AddressType[] => address.defaults.map((d) => d.type);

function withDefaults(address: Address, types: readonly AddressType[]): Address {
  const defaults = canonicalTypes(types);
  return { ...address, defaults: defaults.map((type) => ({ type })), default: defaults.length > 0 };
}

/** The rows of one person that are still there (not deleted on the device), in list order. */
export function liveRows(rows: readonly AddressRow[]): AddressRow[] {
  return rows.filter((row) => !row.deleted).sort((a, b) => a.position - b.position);
}

/**
 * Makes `id` the default for `types` (gaining a type it did not have), taking those defaults off
 * every other address: the server's rule (one default per type), run on the device.
 */
export function makeDefaultIn(rows: readonly AddressRow[], id: string, types: readonly AddressType[]): AddressRow[] {
  return rows.map((row) => {
    const address = row.address;
    if (row.id === id) {
      const type = canonicalTypes([...address.type, ...types]);
      return { ...row, address: withDefaults({ ...address, type }, [...typesOfDefaults(address), ...types]) };
    }
    const kept = typesOfDefaults(address).filter((type) => !types.includes(type));
    return kept.length === address.defaults.length ? row : { ...row, address: withDefaults(address, kept) };
  });
}

/**
 * The server's repair after any change (server addresses.repository repairDefaults): a default
 * for a type the address no longer has is dropped, and a type with addresses but no default takes
 * its first address in the list.
 */
export function repairDefaults(rows: readonly AddressRow[]): AddressRow[] {
  let next = rows.map((row) => {
    const kept = typesOfDefaults(row.address).filter((type) => row.address.type.includes(type) && !row.deleted);
    return kept.length === row.address.defaults.length ? row : { ...row, address: withDefaults(row.address, kept) };
  });
  for (const type of ADDRESS_TYPE_ORDER) {
    const ofType = liveRows(next).filter((row) => row.address.type.includes(type));
    if (ofType.length === 0 || ofType.some((row) => typesOfDefaults(row.address).includes(type))) continue;
    const first = ofType[0]!;
    next = next.map((row) =>
      row.id === first.id
        ? { ...row, address: withDefaults(row.address, [...typesOfDefaults(row.address), type]) }
        : row,
    );
  }
  return next;
}

/** The row of an address as the server answered it: the server's word. */
export function rowFromServer(
  address: Address,
  userId: string,
  position: number,
  updatedAt = new Date().toISOString(),
): AddressRow {
  return {
    id: address.id,
    userId,
    serverVersion: address.version,
    provisional: false,
    updatedAt,
    address,
    position,
    deleted: false,
    problem: null,
  };
}

/** The address book by type, the default of each type first, then in list order. */
export function groupByType(rows: readonly AddressRow[]): Record<AddressType, AddressRow[]> {
  const live = liveRows(rows);
  const group = (type: AddressType) => {
    const ofType = live.filter((row) => row.address.type.includes(type));
    const isDefault = (row: AddressRow) => typesOfDefaults(row.address).includes(type);
    return [...ofType.filter(isDefault), ...ofType.filter((row) => !isDefault(row))];
  };
  return { delivery: group('delivery'), billing: group('billing') };
}

export function isDefaultFor(address: Address, type: AddressType): boolean {
  return address.defaults.some((d) => d.type === type);
}
