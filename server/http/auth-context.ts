import type { FastifyRequest } from 'fastify';

/**
 * Who is calling, and the check that finds out. The route table's hooks need both, and http/ sits
 * below the modules: the check itself is made in modules/auth (auth.guard.ts) and handed in by
 * app.ts.
 */
export interface AuthContext {
  userId: string;
  sessionId: string;
  guest: boolean;
  exp: number;
  /**
   * The session's active vehicle as the session check read it, in this request (so the catalogue
   * need not read the same row again); absent where a context is made without that read.
   */
  activeTecdocId?: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the guard of 'session' and 'user' routes; null on public routes. */
    auth: AuthContext | null;
  }
}

/** Sets `request.auth`, or throws the refusal (401, or 403 for a guest on a user route). */
export type Guard = (request: FastifyRequest) => Promise<void>;
