import { z } from 'zod/mini';
import { text } from '../http/text';

/** Password length limits: long enough to resist guessing, short enough to bound hashing work. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  tooCommon: 'This password is too common. Please choose a less predictable one.',
  sameAsEmail: 'Your password must not be your email address.',
} as const;

/** The shape rules both sides check; the server also refuses the most common passwords. */
export const passwordSchema = text().check(
  z.minLength(PASSWORD_MIN_LENGTH, passwordMessages.tooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
);
