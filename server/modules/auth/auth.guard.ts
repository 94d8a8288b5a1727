import type { FastifyRequest } from 'fastify';
import { messages } from '../../../contract/messages';
import type { RouteDef } from '../../../contract/http/route';
import type { Guard } from '../../http/auth-context';
import { forbidden } from '../../http/problem';
import type { AuthService } from './auth.service';
import { accessTokenOf } from './session-cookies';

/**
 * The route table's `auth` levels: 'session' needs any live session, 'user' a logged-in user.
 * A guest on a user route is refused with 403 and the specification's not-logged-in message.
 */
export function createGuards(auth: AuthService): Record<RouteDef['auth'], Guard | undefined> {
  const authenticate = async (request: FastifyRequest) => {
    request.auth = await auth.authenticate(accessTokenOf(request));
    return request.auth;
  };
  return {
    public: undefined,
    session: async (request) => {
      await authenticate(request);
    },
    user: async (request) => {
      if ((await authenticate(request)).guest) throw forbidden(messages.notLoggedIn);
    },
  };
}
