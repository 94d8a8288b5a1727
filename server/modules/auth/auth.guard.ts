import type { FastifyRequest } from 'fastify';
import { messages } from '../../../contract/messages';
import type { RouteDef } from '../../../contract/http/route';
import { forbidden } from '../../http/problem';
import type { AuthContext, AuthService } from './auth.service';
import { accessTokenOf } from './session-cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the guard of 'session' and 'user' routes; null on public routes. */
    auth: AuthContext | null;
  }
}

export type Guard = (request: FastifyRequest) => Promise<void>;

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
