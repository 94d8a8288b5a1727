import type { AddressType } from '../../../contract/addresses/countries';
import { addressMessages } from '../../../contract/addresses/messages';
import { addressTextFields, type Address, type AddressUpdate } from '../../../contract/addresses/schemas';
import type { Clash } from '../../../contract/documents/clash';
import type { HydraError } from '../../../contract/errors';
import { ConflictProblem } from '../../http/conflict';
import { typesOf } from './address-resource';
import type { AddressRecord, AddressValues } from './addresses.repository';

/** The fields a person fills in: what a version guards, besides the types. */
const FIELDS = addressTextFields satisfies readonly (keyof AddressValues & keyof AddressUpdate)[];

const sameTypes = (a: readonly AddressType[], b: readonly AddressType[]) =>
  a.length === b.length && a.every((type, index) => type === b[index]);

/** True when the stored address would change: only then does its version move. */
export function changesAddress(current: AddressRecord, next: AddressValues): boolean {
  return (
    current.isBilling !== next.isBilling ||
    current.isDelivery !== next.isDelivery ||
    FIELDS.some((field) => current[field] !== next[field])
  );
}

/**
 * What a change based on another version clashes on: each field it sets (the types when they are
 * the address's new list) to a value other than the stored one, with both values as stored (the
 * postcode normalised). A field it sets to what is stored already holds, so it is no clash;
 * neither is making the address a default (that is the user's choice, not the address's fields).
 */
export function addressClashes(change: AddressUpdate, current: AddressRecord, next: AddressValues): Clash[] {
  const clashes: Clash[] = [];
  const theirTypes = typesOf(current);
  const yourTypes = typesOf(next);
  if (change.type !== undefined && change.default === undefined && !sameTypes(yourTypes, theirTypes)) {
    clashes.push({ path: 'type', reason: 'changed', yours: yourTypes, theirs: theirTypes });
  }
  for (const field of FIELDS) {
    if (change[field] === undefined || next[field] === current[field]) continue;
    clashes.push({ path: field, reason: 'changed', yours: next[field], theirs: current[field] });
  }
  return clashes;
}

/** 409: the address as it is now (`current`), and both values of each field that clashed. */
export class AddressClashProblem extends ConflictProblem {
  constructor(
    current: Address,
    readonly clashes: Clash[],
  ) {
    super(addressMessages.changedElsewhere, current);
    this.name = 'AddressClashProblem';
  }

  override toBody(): HydraError {
    return { ...super.toBody(), clashes: this.clashes } as HydraError;
  }
}
