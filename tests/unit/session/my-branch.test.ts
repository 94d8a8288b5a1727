import { describe, expect, it } from 'vitest';
import { myBranchOf } from '../../../src/session/my-branch';
import { userRecord } from '../support/fake-api';

const stored = { id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate' };
const account = { id: 'a1', accountNumber: '10452', branch: { id: 'b-leeds', name: 'Leeds Kirkstall' } };

describe('whose branch', () => {
  it("is the device's for a guest and a retail customer", () => {
    expect(myBranchOf(undefined, false, stored)).toEqual({ kind: 'device', branch: stored });
    expect(myBranchOf(undefined, false, null)).toEqual({ kind: 'device', branch: null });
    expect(myBranchOf(userRecord(), true, stored)).toEqual({ kind: 'device', branch: stored });
  });

  it("is the trade account's for a trade user, whatever the device holds", () => {
    const trade = userRecord({ isKeyAccount: 'true', babbageAccount: account, babbageAccounts: [account] });
    expect(myBranchOf(trade, true, stored)).toEqual({ kind: 'trade-account', branch: account.branch });
    // A key account with no trade account chosen yet: still not the device's.
    expect(myBranchOf({ ...trade, babbageAccount: null }, true, stored)).toEqual({
      kind: 'trade-account',
      branch: null,
    });
  });

  it('is unknown while a logged-in person has no record read yet', () => {
    expect(myBranchOf(undefined, true, stored)).toEqual({ kind: 'unknown' });
  });
});
