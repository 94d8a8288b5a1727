import type { HydraCollection } from '../../../contract/http/hydra';
import { serverMessages } from '../../../contract/server-messages';
import {
  tradeAccountMessages,
  type BabbageAccountEntry,
  type PutBabbageAccounts,
} from '../../../contract/trade-accounts/schemas';
import type { User } from '../../../contract/users/schemas';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { HttpProblem, notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { UsersRepository, UsersService } from '../users/users.service';
import type { TradeAccountsRepository } from './trade-accounts.repository';

interface Deps {
  tradeAccounts: TradeAccountsRepository;
  users: UsersRepository;
  usersService: UsersService;
}

/** Listing and switching the active trade (babbage) account of a key-account user (storefront-core §6, §7). */
export function createTradeAccountsService({ tradeAccounts, users, usersService }: Deps) {
  /** GET /babbage-accounts: the person's accounts, the one in use marked. */
  async function list(auth: AuthContext): Promise<HydraCollection<BabbageAccountEntry>> {
    const accounts = await tradeAccounts.listForUser(auth.userId);
    const { accountId } = await tradeAccounts.activeFor(auth.userId);
    return {
      'hydra:member': accounts.map((account) => ({ ...account, active: account.id === accountId })),
      'hydra:totalItems': accounts.length,
    };
  }

  return {
    /** Only to one of the caller's own accounts; anyone else's is "not found". */
    async changeActive(auth: AuthContext, accountId: string): Promise<User> {
      const account = isUuid(accountId) ? await tradeAccounts.findForUser(auth.userId, accountId) : undefined;
      if (!account) throw notFound(serverMessages.babbageAccountNotFound);
      await users.update(auth.userId, { activeBabbageAccountId: account.id });
      return usersService.get(auth, auth.userId);
    },

    list,

    /** PUT /babbage-accounts: only one of the person's own; anything else is refused beside the field. */
    async putActive(auth: AuthContext, body: PutBabbageAccounts): Promise<HydraCollection<BabbageAccountEntry>> {
      const account = isUuid(body.active)
        ? await tradeAccounts.findForUser(auth.userId, body.active.toLowerCase())
        : undefined;
      if (!account) {
        const message = tradeAccountMessages.chooseAccount;
        throw new HttpProblem(422, message, [{ propertyPath: 'active', message }]);
      }
      await users.update(auth.userId, { activeBabbageAccountId: account.id });
      return list(auth);
    },
  };
}

export type TradeAccountsService = ReturnType<typeof createTradeAccountsService>;

/**
 * For other modules (issue 44): the basket, orders, invoices, tracking, the shopper and users read
 * the active trade account; invoices and tracking scope their lists by it.
 */
export { accountScopeOf } from './account-scope';
export type { AccountScope } from './account-scope';
export { createTradeAccountsRepository } from './trade-accounts.repository';
export type { ActiveTradeAccount, TradeAccountsRepository } from './trade-accounts.repository';
