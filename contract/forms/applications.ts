import { z } from 'zod/mini';
import type { Violation } from '../errors';
import { text } from '../http/text';
import { isValidRegistration, normaliseRegistration } from '../vehicles/schemas';
import { isTelephone, isUkOrIrishPostcode } from './form-rules';
import { formMessages } from './messages';

/**
 * The two applications of storefront-core §7, whose bodies the specification does not show:
 * - "Fit it for me" (/fifm-applications): a logged-in customer asks for parts to be fitted at a
 *   partner garage near them, on a day they prefer;
 * - a user application (/user-applications): someone at a business that has a trade account asks
 *   for a login of their own on it.
 * The schemas give the fields' shape (text, its length); the rules on what the text says
 * (a registration, a phone number, a date ahead) are the check functions below, which answer a
 * violation per field, as addresses do (contract/addresses/address-rules.ts).
 */

/** How far ahead a fitting may be asked for. */
export const FIFM_MAX_DAYS_AHEAD = 60;

const required = (message: string, max = 200) =>
  text().check(z.trim(), z.minLength(1, message), z.maxLength(max, formMessages.tooLong(max)));

export const fifmApplicationBodySchema = z.object({
  vrm: required('Please enter the registration.', 20),
  postcode: required('Please enter your postcode or Eircode.', 10),
  preferredDate: required('Please choose a day for the fitting.', 10),
  telephone: required('Please enter your phone number.', 30),
  partsDescription: required('Please tell us which parts to fit.', 500),
});
export type FifmApplicationBody = z.infer<typeof fifmApplicationBodySchema>;

export const fifmApplicationSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  vrm: z.string(),
  postcode: z.string(),
  preferredDate: z.string(),
  telephone: z.string(),
  partsDescription: z.string(),
  status: z.enum(['received', 'booked', 'fitted', 'cancelled']),
  createdAt: z.string(),
});
export type FifmApplication = z.infer<typeof fifmApplicationSchema>;

/** The preferred day: from tomorrow to FIFM_MAX_DAYS_AHEAD days ahead (dates as YYYY-MM-DD). */
export function checkPreferredDate(date: string, today: string): string | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) return formMessages.date;
  const days = (day - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (days < 1) return formMessages.preferredDateTooSoon;
  if (days > FIFM_MAX_DAYS_AHEAD) return formMessages.preferredDateTooLate(FIFM_MAX_DAYS_AHEAD);
  return undefined;
}

/** A fitting request's rules, field by field; `today` is the day in the UK and Ireland. */
export function checkFifmApplication(
  body: FifmApplicationBody,
  today: string,
): { violations: Violation[]; value: FifmApplicationBody } {
  const vrm = normaliseRegistration(body.vrm);
  const problems: [keyof FifmApplicationBody, string | undefined][] = [
    ['vrm', isValidRegistration(vrm) ? undefined : formMessages.registration],
    ['postcode', isUkOrIrishPostcode(body.postcode) ? undefined : formMessages.postcode],
    ['preferredDate', checkPreferredDate(body.preferredDate, today)],
    ['telephone', isTelephone(body.telephone) ? undefined : formMessages.telephone],
  ];
  return {
    violations: problems.flatMap(([propertyPath, message]) => (message ? [{ propertyPath, message }] : [])),
    value: { ...body, vrm },
  };
}

export const userApplicationBodySchema = z.object({
  accountNumber: required('Please enter your trade account number.', 20),
  company: required('Please enter your business name.'),
  firstName: required('Please enter your first name.', 100),
  lastName: required('Please enter your last name.', 100),
  email: required('Please enter your email address.', 180),
  telephone: required('Please enter your phone number.', 30),
  message: z.optional(text().check(z.trim(), z.maxLength(1000, formMessages.tooLong(1000)))),
});
export type UserApplicationBody = z.infer<typeof userApplicationBodySchema>;

export const userApplicationMessages = {
  accountNumber: 'Please enter the account number as it is on your invoices: letters, numbers and hyphens.',
} as const;

const EMAIL = z.email();

export function checkUserApplication(body: UserApplicationBody): Violation[] {
  const problems: [keyof UserApplicationBody, string | undefined][] = [
    ['accountNumber', /^[A-Za-z0-9-]+$/.test(body.accountNumber) ? undefined : userApplicationMessages.accountNumber],
    ['email', EMAIL.safeParse(body.email).success ? undefined : formMessages.email],
    ['telephone', isTelephone(body.telephone) ? undefined : formMessages.telephone],
  ];
  return problems.flatMap(([propertyPath, message]) => (message ? [{ propertyPath, message }] : []));
}
