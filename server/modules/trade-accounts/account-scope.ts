import type { TradeAccountsRepository } from './trade-accounts.repository';

/**
 * Whose invoices and tracking a person sees (issue 43): with a trade account active, that
 * account's, whoever placed the order; without one (a retail customer), their own that belong to
 * no account. One scope for every call of both, lists and lookups alike, so that nothing a list
 * leaves out can be opened by its number or reference. A person's own order page is not scoped
 * by it: an order shows its account and its invoice whichever account is active.
 */
export interface AccountScope {
  userId: string;
  /** The active trade account; null for a person without one. */
  accountId: string | null;
}

export async function accountScopeOf(
  accounts: Pick<TradeAccountsRepository, 'activeFor'>,
  userId: string,
): Promise<AccountScope> {
  const { accountId } = await accounts.activeFor(userId);
  return { userId, accountId };
}
