/**
 * The passwords module's entry (issue 44): how a password is hashed and the rules a new one
 * follows. Registration, password change and password reset (users, password-reset) and sign-in
 * (auth) use them through here; app.ts makes the hasher.
 */
export type { PasswordHasher } from './password-hasher';
export { passwordViolations, withPasswordRules } from './password-policy';
