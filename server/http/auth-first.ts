import type { FastifyRequest } from 'fastify';
import type { Guard } from '../modules/auth/auth.guard';

/**
 * A bodiless route checks its session while Fastify parses and validates the query: the session
 * read is a round trip to the database, and the validation and hooks after it were a tenth of a
 * product-information request's own work, done while nothing else could run. The handler still
 * starts only once the session is known (`authenticated`, a preHandler), and refusals keep their
 * order: a query that fails validation while the session is still being read gives way to the
 * session's refusal (`preferAuthFailure`, in the error handler), so 401 still wins over 400.
 *
 * Routes with a body still authenticate before it is read: a caller without a session never has
 * a body parsed.
 */
const pending = new WeakMap<FastifyRequest, Promise<unknown>>();

export function startAuthentication(request: FastifyRequest, guard: Guard): void {
  pending.set(
    request,
    guard(request).then(
      () => undefined,
      (failure: unknown) => failure,
    ),
  );
}

export async function authenticated(request: FastifyRequest): Promise<void> {
  const failure = await pending.get(request);
  if (failure) throw failure;
}

export async function preferAuthFailure<E>(request: FastifyRequest, error: E): Promise<E | unknown> {
  const checking = pending.get(request);
  if (!checking) return error;
  return (await checking) ?? error;
}
