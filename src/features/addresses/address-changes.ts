import { countryByCode, type AddressType } from '../../../contract/addresses/countries';
import type { Address } from '../../../contract/addresses/schemas';
import type { Violation } from '../../../contract/errors';
import type { AddressRow } from '../../db/addresses';
import type { EntityChange } from '../../sync/entity-changes';
import { addressOperations } from './address-outbox';
import { typeWords } from './address-words';
import { changedFields } from './address-changed-fields';
import { defaultPayloadSchema, updatePayloadSchema } from './address-payloads';

/**
 * The change an address's card shows when it has several waiting: the one the person must act on
 * first (a conflict, then a refusal), else the one still trying, else the oldest waiting.
 */
export function changeToShow(changes: readonly EntityChange[]): EntityChange | undefined {
  for (const kind of ['conflict', 'refused', 'retrying'] as const) {
    const found = changes.find((change) => change.status.kind === kind);
    if (found) return found;
  }
  return changes[0];
}

/** A refused change in words: what did not happen, and how to put it right. */
export function refusalWords(change: EntityChange): { what: string; fix: string } {
  const { operation, payload } = change.entry;
  switch (operation) {
    case addressOperations.create:
      return { what: 'This address was not saved', fix: 'Edit the address to correct it, or discard it.' };
    case addressOperations.update:
      return { what: 'Your changes were not saved', fix: 'Edit the address to correct them, or discard the change.' };
    case addressOperations.makeDefault: {
      const type = defaultPayloadSchema.safeParse(payload).data?.type;
      const what = type ? `It was not made your default ${type} address` : 'It was not made your default address';
      return { what, fix: 'Try again, or discard the change.' };
    }
    case addressOperations.remove:
      return { what: 'It was not deleted', fix: 'Try again, or discard the change to keep the address.' };
    default:
      return { what: 'This change was not saved', fix: 'Try again, or discard the change.' };
  }
}

/** A refusal the address form can put right: the fields of an added or changed address. */
export function isFixedInForm(change: EntityChange): boolean {
  return change.entry.operation === addressOperations.create || change.entry.operation === addressOperations.update;
}

/**
 * The server's refusal of the address's fields, for the form to show beside them: its violations
 * from the outbox entry, or, for an entry refused before entries kept them, from the row.
 */
export function formProblem(
  changes: readonly EntityChange[],
  row: AddressRow | undefined,
): { message: string; violations: Violation[] } | null {
  const refused = changes.find((change) => change.status.kind === 'refused' && isFixedInForm(change));
  if (!refused || refused.status.kind !== 'refused') return null;
  const own = refused.status.violations;
  const violations = own.length > 0 ? [...own] : (row?.problem?.violations ?? []);
  return { message: refused.status.message, violations };
}

/** Why a change is not through yet, with no full stop: the server's words, or the connection. */
export function retryReason(reason: string, status: number | undefined): string {
  const why = status === undefined ? 'the server could not be reached' : reason;
  return why.replace(/[\s.]+$/, '');
}

const FIELDS: { field: keyof Address; label: string }[] = [
  { field: 'type', label: 'Used for' },
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'company', label: 'Company name' },
  { field: 'line1', label: 'Address line 1' },
  { field: 'line2', label: 'Address line 2' },
  { field: 'town', label: 'Town or city' },
  { field: 'county', label: 'County' },
  { field: 'postcode', label: 'Postcode' },
  { field: 'countryCode', label: 'Country' },
  { field: 'telephone', label: 'Telephone' },
];

function valueWords(field: keyof Address, value: unknown): string {
  if (field === 'type' && Array.isArray(value)) return typeWords(value as AddressType[]) || 'Not given';
  if (field === 'countryCode' && typeof value === 'string') return countryByCode(value)?.name ?? value;
  if (value === null || value === undefined || value === '') return 'Not given';
  return String(value);
}

export interface FieldClash {
  label: string;
  mine: string;
  theirs: string;
}

/**
 * The fields where the device's copy and the server's differ, each in words, in the form's order;
 * with `only`, just those fields.
 */
export function clashingFields(mine: unknown, theirs: unknown, only?: readonly string[]): FieldClash[] {
  const own = (mine ?? {}) as Partial<Address>;
  const server = (theirs ?? {}) as Partial<Address>;
  const clash = (field: keyof Address, label: string) => ({
    label,
    mine: valueWords(field, own[field]),
    theirs: valueWords(field, server[field]),
  });
  return FIELDS.filter(({ field }) => !only || only.includes(field))
    .map(({ field, label }) => clash(field, label))
    .filter((pair) => pair.mine !== pair.theirs);
}

/**
 * What a conflict asks the person to choose between: for a change of fields, each field it
 * changed that the server's copy holds otherwise (the server's clashes), yours beside the one
 * saved now; a field only the other device changed is no choice of theirs. Any other change (or
 * one whose payload cannot be read): every field where the two copies differ.
 */
export function conflictFields(change: EntityChange, mine: unknown, theirs: unknown): FieldClash[] {
  const update =
    change.entry.operation === addressOperations.update
      ? updatePayloadSchema.safeParse(change.entry.payload).data
      : undefined;
  if (!update) return clashingFields(mine, theirs);
  const changed = changedFields(update);
  return clashingFields(changed, theirs, Object.keys(changed));
}
