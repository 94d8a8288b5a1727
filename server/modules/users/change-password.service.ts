import type { Violation } from '../../../contract/errors';
import { serverMessages } from '../../../contract/server-messages';
import type { ChangePassword } from '../../../contract/users/schemas';
import type { Clock } from '../../clock';
import { violations } from '../../http/problem';
import type { AuthContext, SessionsRepository } from '../auth/auth.service';
import { type PasswordHasher, passwordViolations } from '../passwords/passwords.service';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

interface Deps {
  users: UsersRepository;
  usersService: UsersService;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  clock: Clock;
}

/** PUT /users/{id}/change-password: needs the current password; ends the user's other sessions. */
export function createChangePasswordService({ users, usersService, sessions, hasher, clock }: Deps) {
  return async (auth: AuthContext, id: string, input: ChangePassword): Promise<{ message: string }> => {
    const row = await usersService.ownRow(auth, id);
    const found: Violation[] = [];
    const existingOk = row.passwordHash !== null && (await hasher.verify(row.passwordHash, input.existingPassword));
    if (!existingOk)
      found.push({ propertyPath: 'existingPassword', message: serverMessages.existingPasswordIncorrect });
    found.push(...passwordViolations(input.newPassword, row.email, 'newPassword'));
    if (input.newPassword === input.existingPassword) {
      found.push({ propertyPath: 'newPassword', message: serverMessages.newPasswordSameAsExisting });
    }
    if (found.length) throw violations(found);

    await users.update(row.id, { passwordHash: await hasher.hash(input.newPassword) });
    // Whoever else held a session with the old password is logged out; this one stays.
    await sessions.revokeAllForUser(row.id, clock(), auth.sessionId);
    return { message: serverMessages.passwordChanged };
  };
}

export type ChangePasswordService = ReturnType<typeof createChangePasswordService>;
