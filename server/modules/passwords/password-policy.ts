import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod/mini';
import { passwordMessages } from '../../../contract/users/password-rules';
import type { Violation } from '../../../contract/errors';

/**
 * The server-only password rules, on top of the contract's length rules: not one of the common
 * passwords (case-insensitive) and not the account's own email address.
 */
// Read once from the package's dictionary: fixed data, never stale, the same in every instance.
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Violations for `password` under `propertyPath`; empty when it passes. */
export function passwordViolations(password: string, email: string | null, propertyPath: string): Violation[] {
  const violations: Violation[] = [];
  if (isCommonPassword(password)) violations.push({ propertyPath, message: passwordMessages.tooCommon });
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    violations.push({ propertyPath, message: passwordMessages.sameAsEmail });
  }
  return violations;
}

/**
 * A body schema with the server-only rules on one of its password fields, so that they are
 * reported together with the contract's own field errors, in one answer.
 */
export function withPasswordRules<T extends z.ZodMiniType>(schema: T, passwordField: string, emailField: string): T {
  return schema.check(
    z.superRefine(
      (value, context) => {
        const body = value as Record<string, unknown>;
        const password = body[passwordField];
        const email = body[emailField];
        if (typeof password !== 'string') return;
        for (const found of passwordViolations(password, typeof email === 'string' ? email : null, passwordField)) {
          context.addIssue({ code: 'custom', path: [passwordField], message: found.message });
        }
      },
      {
        // Also when other fields failed, but not when the password itself already did.
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !payload.issues.some((issue) => issue.path?.[0] === passwordField),
      },
    ),
  );
}
