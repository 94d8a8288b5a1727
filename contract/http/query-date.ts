import { z } from 'zod/mini';

export const queryDateMessage = 'Please enter a date as yyyy-MM-dd, or a date and time as yyyy-MM-ddTHH:mm:ss.';

/**
 * A `createdAt[after]` / `createdAt[before]` value (trade §7 writes yyyy-MM-ddTHH:mm:ss; a plain
 * day is taken as its midnight), read as UTC: the Date it names, or a message when it names no
 * real moment (2026-02-30 is refused, not rolled into March).
 */
export const queryDateTime = () =>
  z.pipe(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/, { message: queryDateMessage, abort: true })),
    z.transform((value, context) => {
      const iso = value.length === 10 ? `${value}T00:00:00` : value;
      const date = new Date(`${iso}Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== iso) {
        context.issues.push({ code: 'custom', message: queryDateMessage, input: value });
        return z.NEVER;
      }
      return date;
    }),
  );
