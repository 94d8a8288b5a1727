import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../../src/features/addresses/address-changed-fields';
import {
  changeToShow,
  clashingFields,
  conflictFields,
  formProblem,
  retryReason,
} from '../../../../src/features/addresses/address-changes';
import { localAddress, type AddressFields } from '../../../../src/features/addresses/address-row';
import type { ChangeStatus, EntityChange } from '../../../../src/sync/entity-changes';
import { entry } from '../../sync/support';

const change = (id: string, status: ChangeStatus, operation = 'address.update'): EntityChange => ({
  entry: entry({ id, entityId: 'a1', operation }),
  status,
});
const refused = (message: string, violations = [{ propertyPath: 'postcode', message }]): ChangeStatus => ({
  kind: 'refused',
  message,
  violations,
  status: 400,
});

describe('an address card’s changes', () => {
  it('shows the one to act on first: a conflict, then a refusal, then one still trying, else the oldest', () => {
    const waiting = change('1', { kind: 'waiting' });
    const retrying = change('2', { kind: 'retrying', reason: 'Busy', attempts: 2, status: 503 });
    const refusal = change('3', refused('No'));
    const conflict = change('4', { kind: 'conflict', message: 'Changed', mine: {}, theirs: {} });
    expect(changeToShow([waiting, retrying, refusal, conflict])).toBe(conflict);
    expect(changeToShow([waiting, retrying, refusal])).toBe(refusal);
    expect(changeToShow([waiting, retrying])).toBe(retrying);
    expect(changeToShow([waiting, change('5', { kind: 'waiting' })])).toBe(waiting);
    expect(changeToShow([])).toBeUndefined();
  });

  it(
    'gives the form only a refusal of the address’s fields, ' + 'with the row’s violations for an entry that kept none',
    () => {
      expect(formProblem([change('1', refused('Enter a valid UK postcode'))], undefined)).toEqual({
        message: 'Enter a valid UK postcode',
        violations: [{ propertyPath: 'postcode', message: 'Enter a valid UK postcode' }],
      });
      // A refused delete is not put right in the form.
      expect(formProblem([change('1', refused('On an open order', []), 'address.delete')], undefined)).toBeNull();
      const row = {
        problem: { message: 'Old', violations: [{ propertyPath: 'town', message: 'Enter the town' }] },
      } as Parameters<typeof formProblem>[1];
      expect(formProblem([change('1', refused('Enter the town', []), 'address.create')], row)?.violations).toEqual([
        { propertyPath: 'town', message: 'Enter the town' },
      ]);
    },
  );

  it(
    'says why a change is not through without a doubled full stop, ' +
      'and names the connection when the server never answered',
    () => {
      expect(retryReason('Workbay is busy.', 503)).toBe('Workbay is busy');
      expect(retryReason('We could not reach the server. Please check your connection and try again.', undefined)).toBe(
        'the server could not be reached',
      );
    },
  );

  it('lists the fields where the two copies differ, in words', () => {
    const mine = { type: ['billing', 'delivery'], line1: '14 Market Street', countryCode: 'GB', company: null };
    const theirs = { type: ['delivery'], line1: '14 Market Street', countryCode: 'IE', company: 'Spanner & Sons' };
    expect(clashingFields(mine, theirs)).toEqual([
      { label: 'Used for', mine: 'billing and delivery', theirs: 'delivery' },
      { label: 'Company name', mine: 'Not given', theirs: 'Spanner & Sons' },
      { label: 'Country', mine: 'United Kingdom', theirs: 'Ireland' },
    ]);
  });
});

describe('an address change that clashed', () => {
  const fields: AddressFields = {
    firstName: 'Robin',
    lastName: 'Spanner',
    company: null,
    line1: '14 Market Street',
    line2: null,
    town: 'Leeds',
    county: null,
    postcode: 'LS1 6DT',
    countryCode: 'GB',
    telephone: null,
  };
  const previous = { ...localAddress('a1', ['delivery'], fields), version: 1 };
  const payload = {
    type: ['billing', 'delivery'] as const,
    fields: { ...fields, town: 'Bradford', company: 'Spanner & Sons' },
    previous,
  };
  const conflict = (operation: string, body: unknown): EntityChange => ({
    entry: entry({ id: '1', entityId: 'a1', operation, payload: body }),
    status: { kind: 'conflict', message: 'Changed', mine: {}, theirs: {} },
  });

  it('sends only what the person changed from the copy they started from', () => {
    expect(changedFields({ ...payload, type: [...payload.type] })).toEqual({
      type: ['billing', 'delivery'],
      town: 'Bradford',
      company: 'Spanner & Sons',
    });
    expect(changedFields({ type: ['delivery'], fields, previous })).toEqual({});
  });

  it('shows beside each field the person changed both values; not what only the other device changed', () => {
    // Saved meanwhile on another device: the town, the telephone; the company as this device has it.
    const theirs = { ...previous, town: 'Wakefield', telephone: '0113 496 0999', company: 'Spanner & Sons' };
    const mine = { ...previous, ...payload.fields, type: ['billing', 'delivery'] };
    expect(conflictFields(conflict('address.update', { ...payload, type: [...payload.type] }), mine, theirs)).toEqual([
      { label: 'Used for', mine: 'billing and delivery', theirs: 'delivery' },
      { label: 'Town or city', mine: 'Bradford', theirs: 'Wakefield' },
    ]);
  });

  it('falls back to every field where the copies differ for a change it cannot read', () => {
    const theirs = { ...previous, town: 'Wakefield' };
    expect(conflictFields(conflict('address.update', { unreadable: true }), previous, theirs)).toEqual([
      { label: 'Town or city', mine: 'Leeds', theirs: 'Wakefield' },
    ]);
  });
});
