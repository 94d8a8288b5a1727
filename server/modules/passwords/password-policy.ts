import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordMessages } from '../../../contract/password-rules';
import type { Violation } from '../../../contract/errors';

/**
 * The server-only password rules, on top of the contract's length rules: not one of the common
 * passwords (case-insensitive) and not the account's own email address.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Violations for `password` under `propertyPath`; empty when it passes. */
export function passwordViolations(
  password: string,
  email: string | null,
  propertyPath: string,
): Violation[] {
  const violations: Violation[] = [];
  if (isCommonPassword(password)) violations.push({ propertyPath, message: passwordMessages.tooCommon });
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    violations.push({ propertyPath, message: passwordMessages.sameAsEmail });
  }
  return violations;
}
