import { defineRoutes } from '../http/route';
import { userSchema } from '../users/schemas';

export const tradeAccountRoutes = defineRoutes('trade-accounts', {
  changeBabbageAccount: {
    method: 'PUT',
    path: '/users/change-babbage-account/{id}',
    summary: 'Switch the active trade (babbage) account to one of your own',
    auth: 'user',
    response: userSchema,
  },
});
