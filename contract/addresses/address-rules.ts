import type { Violation } from '../errors';
import { countryByCode, isCountryValidFor, type AddressType } from './countries';
import { addressMessages } from './messages';
import { checkPostcode } from './postcode';

/** The parts of an address whose rules depend on each other. */
export interface AddressCore {
  type: readonly AddressType[];
  countryCode: string;
  postcode: string;
}

/**
 * The rules that span fields, run on the whole address (a PUT changes a few fields of a stored
 * one, so the body alone cannot be judged): the country must take every type the address has,
 * and the postcode must be one of that country's. Answers the violations, by field, and the
 * postcode written the country's way.
 */
export function checkAddress(address: AddressCore): { violations: Violation[]; postcode: string } {
  const violations: Violation[] = [];
  const country = countryByCode(address.countryCode);
  if (!country) {
    violations.push({ propertyPath: 'countryCode', message: addressMessages.countryMissing });
    return { violations, postcode: address.postcode };
  }
  for (const type of address.type) {
    if (isCountryValidFor(country.code, type)) continue;
    const message =
      type === 'delivery' ? addressMessages.notForDelivery(country.name) : addressMessages.notForBilling(country.name);
    violations.push({ propertyPath: 'countryCode', message });
  }
  const postcode = checkPostcode(country.code, address.postcode);
  if (!postcode.valid) violations.push({ propertyPath: 'postcode', message: postcode.message });
  return { violations, postcode: postcode.valid ? postcode.postcode : address.postcode };
}
