import { hydraCollection } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { userSchema } from '../users/schemas';
import { babbageAccountEntrySchema, putBabbageAccountsSchema } from './schemas';

export const tradeAccountRoutes = defineRoutes('trade-accounts', {
  changeBabbageAccount: {
    method: 'PUT',
    path: '/users/change-babbage-account/{id}',
    summary: 'Switch the active trade (babbage) account to one of your own',
    auth: 'user',
    response: userSchema,
  },
  babbageAccounts: {
    method: 'GET',
    path: '/babbage-accounts',
    summary:
      'Your trade (babbage) accounts by account number, the one in use marked active; none for a retail customer',
    auth: 'user',
    response: hydraCollection(babbageAccountEntrySchema),
  },
  putBabbageAccounts: {
    method: 'PUT',
    path: '/babbage-accounts',
    summary:
      'Work in another of your trade accounts: body `{ "active": id }`; answers your accounts as they now are. ' +
      'An account that is not yours is refused beside `active` (422)',
    auth: 'user',
    body: putBabbageAccountsSchema,
    response: hydraCollection(babbageAccountEntrySchema),
  },
});
