import { z } from 'zod/mini';

/**
 * Text fields of the contract. PostgreSQL cannot store NUL, and control characters in a name or
 * an email are never meant; refusing them here gives a violation beside the field instead of a
 * crash further down. Multi-line fields keep tab, line feed and carriage return.
 */
export const textMessages = {
  controlCharacters: 'This value contains characters that are not allowed.',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/** A single-line text field. */
export const text = () =>
  z
    .string()
    .check(z.refine((value) => !hasControlCharacters(value), { message: textMessages.controlCharacters, abort: true }));

/** A multi-line text field (comments, notes). */
export const multilineText = () =>
  z
    .string()
    .check(
      z.refine((value) => !hasControlCharacters(value, true), { message: textMessages.controlCharacters, abort: true }),
    );
