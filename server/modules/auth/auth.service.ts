import type { FastifyBaseLogger } from 'fastify';
import type { Claims } from '../../../contract/auth/schemas';
import { messages } from '../../../contract/messages';
import { serverMessages } from '../../../contract/server-messages';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { SessionRow, UserRow } from '../../db/schema';
import { withTransaction } from '../../db/unit-of-work';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { AuthContext } from '../../http/auth-context';
import { unauthorised } from '../../http/problem';
import type { PasswordHasher } from '../passwords/passwords.service';
import type { UsersRepository } from '../users/users.service';
import type { AccessTokens } from './access-tokens';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import type { SessionsRepository } from './sessions.repository';

/** The session rules of docs/session.md: login, guest login, logout, rotation and reuse detection. */

export interface TokenPair {
  token: string;
  refreshToken: string;
  /** Access-token expiry, seconds since the epoch. */
  exp: number;
  sessionExpiresAt: Date;
}

// Who is calling: defined beside the route table's hooks (http/ sits below the modules).
export type { AuthContext };

/** The tokens a request carries, from the Authorization header, the body or the cookies. */
export interface PresentedTokens {
  accessToken?: string;
  refreshToken?: string;
}

interface Deps {
  db: Database;
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: AccessTokens;
  hasher: PasswordHasher;
  clock: Clock;
  sessionTtlSeconds: number;
  log: FastifyBaseLogger;
}

export function createAuthService({ db, users, sessions, tokens, hasher, clock, sessionTtlSeconds, log }: Deps) {
  /** A session is live until it is revoked or expires. */
  const liveAt = (revoked: boolean, expiresAtMs: number) => !revoked && expiresAtMs > clock().getTime();
  const isLive = (session: SessionRow | undefined): session is SessionRow =>
    !!session && liveAt(session.revokedAt !== null, session.expiresAt.getTime());

  async function issuePair(user: UserRow, session: SessionRow): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    await sessions.addRefreshToken(hashOpaqueToken(refreshToken), session.id, clock());
    const { token, exp } = await tokens.sign(
      {
        sub: user.id,
        sid: session.id,
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        guest_user: user.isGuest,
      },
      session.expiresAt,
    );
    return { token, refreshToken, exp, sessionExpiresAt: session.expiresAt };
  }

  async function startSession(user: UserRow, previousGuestUserId: string | null = null): Promise<TokenPair> {
    const now = clock();
    const session: SessionRow = {
      id: uuidv7(now.getTime()),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionTtlSeconds * 1000),
      revokedAt: null,
      activeTecdocId: null,
      activeVehicle: null,
      previousGuestUserId,
    };
    await sessions.create(session);
    return issuePair(user, session);
  }

  /**
   * The live session a request belongs to, for login and logout: an expired access token still
   * names it (its signature is checked), and in cookie mode the refresh cookie may be all there is.
   */
  async function identifySession({ accessToken, refreshToken }: PresentedTokens): Promise<SessionRow | null> {
    if (accessToken) {
      const result = await tokens.verify(accessToken);
      if (result.status !== 'invalid') {
        const session = await sessions.find(result.claims.sid);
        if (isLive(session) && session.userId === result.claims.sub) return session;
      }
    }
    if (refreshToken) {
      const known = await sessions.findRefreshToken(hashOpaqueToken(refreshToken));
      const session = known && (await sessions.find(known.sessionId));
      if (isLive(session)) return session;
    }
    return null;
  }

  return {
    /** Checks an access token and that its session is still live (logout takes effect at once). */
    async authenticate(accessToken: string | undefined): Promise<AuthContext> {
      if (!accessToken) throw unauthorised(messages.notLoggedIn);
      const result = await tokens.verify(accessToken);
      if (result.status === 'invalid') throw unauthorised(serverMessages.invalidToken);
      if (result.status === 'expired') throw unauthorised(serverMessages.expiredToken);
      const { claims } = result;
      const session = await sessions.authState(claims.sid);
      if (!session || !liveAt(session.revoked, session.expiresAtMs) || session.userId !== claims.sub)
        throw unauthorised(messages.notLoggedIn);
      return {
        userId: claims.sub,
        sessionId: session.id,
        guest: claims.guest_user,
        exp: claims.exp,
        activeTecdocId: session.activeTecdocId,
      };
    },

    /** Email and password. Unknown email and wrong password answer alike, in about the same time. */
    async login(email: string, password: string, presented: PresentedTokens): Promise<TokenPair> {
      const user = await users.findByEmail(email);
      if (!user?.passwordHash || user.isGuest) {
        await hasher.verifyDummy(password);
        throw unauthorised(messages.invalidCredentials);
      }
      if (!(await hasher.verify(user.passwordHash, password))) throw unauthorised(messages.invalidCredentials);
      const previous = await identifySession(presented);
      if (previous) await sessions.revoke(previous.id, clock());
      // A login from a guest's session remembers that guest: its basket may become this user's
      // (PUT /baskets/{id}/convert, storefront-core §4 Login).
      const previousOwner = previous ? await users.findById(previous.userId) : undefined;
      return startSession(user, previousOwner?.isGuest ? previousOwner.id : null);
    },

    /**
     * The empty-body POST /auth: no session → a new guest; a guest's session → a new pair for the
     * same guest; a user's session → logout, answered with a new guest.
     */
    async guestLoginOrLogout(presented: PresentedTokens): Promise<TokenPair> {
      const previous = await identifySession(presented);
      if (previous) {
        await sessions.revoke(previous.id, clock());
        const owner = await users.findById(previous.userId);
        if (owner?.isGuest) return startSession(owner);
      }
      return withTransaction(db, async () => {
        const guest = await users.insert({ id: uuidv7(clock().getTime()), isGuest: true });
        return startSession(guest);
      });
    },

    /** Rotates a refresh token. A used one presented again ends its whole session (reuse detection). */
    async refresh(refreshToken: string | undefined): Promise<TokenPair> {
      if (!refreshToken) throw unauthorised(messages.notLoggedIn);
      const tokenHash = hashOpaqueToken(refreshToken);
      const sessionId = await sessions.consumeRefreshToken(tokenHash, clock());
      if (!sessionId) {
        const known = await sessions.findRefreshToken(tokenHash);
        if (known) {
          await sessions.revoke(known.sessionId, clock());
          log.warn({ sessionId: known.sessionId }, 'Refresh token reused: session revoked');
        }
        throw unauthorised(serverMessages.invalidRefreshToken);
      }
      const session = await sessions.find(sessionId);
      const user = isLive(session) ? await users.findById(session.userId) : undefined;
      if (!session || !user) throw unauthorised(serverMessages.invalidRefreshToken);
      return issuePair(user, session);
    },

    /** GET /me: the claims of the caller, fresh from the database, with the token's expiry. */
    async claims(auth: AuthContext): Promise<Claims> {
      const user = await users.findById(auth.userId);
      if (!user) throw unauthorised(messages.notLoggedIn);
      return {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        guest_user: user.isGuest,
        exp: auth.exp,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * For other modules (issue 44): password reset mints and hashes its tokens as sign-in does its
 * refresh tokens, and password reset and change end a user's sessions through its repository.
 */
export { hashOpaqueToken, newOpaqueToken } from './opaque-token';
export type { SessionsRepository } from './sessions.repository';
