import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Claims } from '../../../contract/auth/schemas';
import { toSeconds, type Clock } from '../../clock';

/** HS256 access tokens carrying the specification's claims plus `sub` and `sid` (docs/session.md). */
const ISSUER = 'workbay';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims extends Claims {
  sub: string;
  /** The session the token belongs to; checked on every request so that logout is immediate. */
  sid: string;
}

export type VerifyResult =
  | { status: 'valid'; claims: AccessTokenClaims }
  | { status: 'expired'; claims: AccessTokenClaims }
  | { status: 'invalid' };

export interface AccessTokens {
  sign(claims: Omit<AccessTokenClaims, 'exp'>, sessionExpiresAt: Date): Promise<{ token: string; exp: number }>;
  verify(token: string): Promise<VerifyResult>;
}

/** Tokens whose signature was checked, kept so that a client's next requests skip WebCrypto. */
const VERIFIED_KEPT = 10_000;

export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change, so once checked only its expiry is compared
  // again (as jose does: expired when exp <= now); the session it names is still read on every
  // request, so logout still takes effect at once. The oldest are dropped past VERIFIED_KEPT.
  // How stale: never. What is kept (a signature checked, the claims signed) cannot change, and the
  // session is read from PostgreSQL on every request: a logout on another instance ends it here too.
  const verified = new Map<string, AccessTokenClaims>();
  const remember = (token: string, claims: AccessTokenClaims) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    async sign(claims, sessionExpiresAt) {
      const now = toSeconds(clock());
      // Never outlive the session's absolute end.
      const exp = Math.min(now + ttlSeconds, toSeconds(sessionExpiresAt));
      const token = await new SignJWT({ ...claims, exp })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .sign(key);
      return { token, exp };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known)
        return known.exp <= toSeconds(clock())
          ? { status: 'expired', claims: known }
          : { status: 'valid', claims: known };
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock(),
        });
        const claims = readClaims(payload);
        if (claims) remember(token, claims);
        return claims ? { status: 'valid', claims } : { status: 'invalid' };
      } catch (error) {
        // The signature was good, only the time is up: logout still needs to know the session.
        if (error instanceof errors.JWTExpired) {
          const claims = readClaims(error.payload);
          if (claims) return { status: 'expired', claims };
        }
        return { status: 'invalid' };
      }
    },
  };
}

function readClaims(payload: JWTPayload): AccessTokenClaims | null {
  const { sub, sid, exp, id, email, first_name, last_name, guest_user } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  if (id !== sub || typeof guest_user !== 'boolean') return null;
  return {
    sub,
    sid,
    exp,
    id: sub,
    email: typeof email === 'string' ? email : null,
    first_name: typeof first_name === 'string' ? first_name : null,
    last_name: typeof last_name === 'string' ? last_name : null,
    guest_user,
  };
}
