import type { AddressType } from '../../../contract/addresses/countries';
import type { Address } from '../../../contract/addresses/schemas';
import { canonicalTypes } from './address-row';

/** An address as a person names it: "14 Market Street, Leeds". */
export function addressLabel(address: Pick<Address, 'line1' | 'town'>): string {
  return [address.line1, address.town].filter(Boolean).join(', ');
}

/** "delivery", "billing", or "billing and delivery". */
export function typeWords(types: readonly AddressType[]): string {
  return canonicalTypes(types).join(' and ');
}

/** Each change in words, for the sync panel: "Add delivery address 14 Market Street, Leeds". */
export const addressWords = {
  add: (address: Pick<Address, 'type' | 'line1' | 'town'>, makeDefault = false) =>
    `Add ${typeWords(address.type)} address ${addressLabel(address)}${makeDefault ? ' as the default' : ''}`,
  change: (address: Pick<Address, 'type' | 'line1' | 'town'>) =>
    `Change ${typeWords(address.type)} address ${addressLabel(address)}`,
  makeDefault: (address: Pick<Address, 'line1' | 'town'>, type: AddressType) =>
    `Make ${addressLabel(address)} the default ${type} address`,
  remove: (address: Pick<Address, 'type' | 'line1' | 'town'>) =>
    `Delete ${typeWords(address.type)} address ${addressLabel(address)}`,
};
