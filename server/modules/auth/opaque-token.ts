import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: refresh tokens and password-reset tokens (docs/session.md). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not hand out live tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
