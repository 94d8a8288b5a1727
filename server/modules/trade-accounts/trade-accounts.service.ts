import { serverMessages } from '../../../contract/server-messages';
import type { User } from '../../../contract/users/schemas';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { notFound } from '../../http/problem';
import type { AuthContext } from '../auth/auth.service';
import type { UsersRepository } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { TradeAccountsRepository } from './trade-accounts.repository';

interface Deps {
  tradeAccounts: TradeAccountsRepository;
  users: UsersRepository;
  usersService: UsersService;
}

/** Switching the active trade (babbage) account of a key-account user (storefront-core §6). */
export function createTradeAccountsService({ tradeAccounts, users, usersService }: Deps) {
  return {
    /** Only to one of the caller's own accounts; anyone else's is "not found". */
    async changeActive(auth: AuthContext, accountId: string): Promise<User> {
      const account = isUuid(accountId) ? await tradeAccounts.findForUser(auth.userId, accountId) : undefined;
      if (!account) throw notFound(serverMessages.babbageAccountNotFound);
      await users.update(auth.userId, { activeBabbageAccountId: account.id });
      return usersService.get(auth, auth.userId);
    },
  };
}

export type TradeAccountsService = ReturnType<typeof createTradeAccountsService>;
