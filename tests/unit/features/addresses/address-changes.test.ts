import { describe, expect, it } from 'vitest';
import {
  changeToShow,
  clashingFields,
  formProblem,
  retryReason,
} from '../../../../src/features/addresses/address-changes';
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
