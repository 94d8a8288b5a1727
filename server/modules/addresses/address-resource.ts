import type { AddressType } from '../../../contract/addresses/countries';
import type { Address } from '../../../contract/addresses/schemas';
import type { AddressRecord } from './addresses.repository';

/** The stored pair of flags as the contract's list of types, billing first. */
export function typesOf(row: Pick<AddressRecord, 'isBilling' | 'isDelivery'>): AddressType[] {
  return [...(row.isBilling ? (['billing'] as const) : []), ...(row.isDelivery ? (['delivery'] as const) : [])];
}

/**
 * An address as the API answers it (contract addressSchema). `default` is about the listed type
 * when the list was asked for one (GET /users-addresses?type=delivery), otherwise about any.
 */
export function toAddressResource(record: AddressRecord, listedType?: AddressType): Address {
  return {
    '@id': `/api/addresses/${record.id}`,
    id: record.id,
    type: typesOf(record),
    defaults: record.defaults.map((type) => ({ type })),
    default: listedType ? record.defaults.includes(listedType) : record.defaults.length > 0,
    firstName: record.firstName,
    lastName: record.lastName,
    company: record.company,
    line1: record.line1,
    line2: record.line2,
    town: record.town,
    county: record.county,
    postcode: record.postcode,
    countryCode: record.countryCode,
    telephone: record.telephone,
    version: record.version,
  };
}
