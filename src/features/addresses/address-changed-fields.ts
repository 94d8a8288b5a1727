import type { AddressType } from '../../../contract/addresses/countries';
import type { UpdatePayload } from './address-payloads';
import type { AddressFields } from './address-row';

/** What an address change sets: the fields and types the person changed, each with its new value. */
export type ChangedFields = Partial<AddressFields> & { type?: AddressType[] };

const sameTypes = (a: readonly AddressType[], b: readonly AddressType[]) =>
  a.length === b.length && a.every((type, index) => type === b[index]);

/**
 * The fields of an address change that differ from the copy it started from (`previous`). Only
 * these are sent: the server answers 409 when the address moved on to another version, naming
 * each field sent whose value it holds otherwise, so a field the person did not touch never
 * clashes with another device's change of it, and "Keep mine" never writes it back.
 */
export function changedFields(payload: Pick<UpdatePayload, 'type' | 'fields' | 'previous'>): ChangedFields {
  const { type, fields, previous } = payload;
  const changed: ChangedFields = sameTypes(type, previous.type) ? {} : { type };
  for (const field of Object.keys(fields) as (keyof AddressFields)[]) {
    if (fields[field] !== previous[field]) Object.assign(changed, { [field]: fields[field] });
  }
  return changed;
}
