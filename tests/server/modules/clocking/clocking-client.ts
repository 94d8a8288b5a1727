import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { bearer } from '../../helpers/session';

/** A bay tablet (or a manager's screen) talking to the clocking routes. */
export function clockingClient(app: FastifyInstance, token: string) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) }),
    send: (method: 'PUT' | 'POST', url: string, payload: object) =>
      app.inject({ method, url: `/api${url}`, headers: bearer(token), payload }),
    post: (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(token), ...headers }, payload }),
    /** A clock event under a new Idempotency-Key unless one is given. */
    clock: (event: object, key = uuidv7(), headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/clock-events',
        headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: key, ...headers },
        payload: { id: uuidv7(), ...event },
      }),
  };
}
