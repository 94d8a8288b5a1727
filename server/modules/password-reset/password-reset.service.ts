import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../contract/messages';
import { serverMessages } from '../../../contract/server-messages';
import type { UpdatePassword } from '../../../contract/users/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import { unauthorised, violation } from '../../http/problem';
import type { CaptchaProvider } from '../../providers/captcha/captcha-provider';
import type { Mailer } from '../../providers/mailer/mailer';
import { hashOpaqueToken, newOpaqueToken, type SessionsRepository } from '../auth/auth.service';
import type { PasswordHasher } from '../passwords/passwords.service';
import type { UsersRepository } from '../users/users.service';
import type { PasswordResetRepository } from './password-reset.repository';
import { RESET_TOKEN_TTL_SECONDS, resetEmail, resetLink } from './reset-email';

interface Deps {
  db: Database;
  resets: PasswordResetRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  captcha: CaptchaProvider;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Password reset by email (docs/session.md, "Password reset"). */
export function createPasswordResetService(deps: Deps) {
  const { db, resets, users, sessions, hasher, captcha, mailer, clock, appUrl, log } = deps;
  return {
    /** Always the same answer, so that it does not tell whether an account exists. */
    async request(email: string, captchaResponse: string | undefined, ip: string): Promise<{ message: string }> {
      if (!(await captcha.verify(captchaResponse, ip))) throw violation('captcha', serverMessages.captchaInvalid);
      const user = await users.findByEmail(email);
      if (user?.email && user.passwordHash && !user.isGuest) {
        const token = newOpaqueToken();
        const now = clock();
        const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000);
        await withTransaction(db, () => resets.replace(user.id, hashOpaqueToken(token), now, expiresAt));
        await mailer.send(resetEmail(user.email, user.firstName, resetLink(appUrl, token, user.email)));
        // Never the token: the log would become a way in.
        log.info({ userId: user.id }, 'Password reset link sent');
      }
      return { message: messages.resetPasswordSent };
    },

    /**
     * Sets a new password with a reset token; a wrong, used or expired token is one 401. The
     * password rules were checked with the body (password-reset.routes.ts).
     */
    async update(input: UpdatePassword): Promise<{ message: string }> {
      const passwordHash = await hasher.hash(input.newPassword);
      const now = clock();
      const userId = await withTransaction(db, async () => {
        const owner = await resets.consume(hashOpaqueToken(input.token), input.email, now);
        if (!owner) return null;
        await users.update(owner, { passwordHash });
        // Whoever knew the old password is logged out everywhere.
        await sessions.revokeAllForUser(owner, now);
        return owner;
      });
      if (!userId) throw unauthorised(messages.setPasswordUnauthorised);
      log.info({ userId }, 'Password reset completed');
      return { message: serverMessages.passwordUpdated };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
