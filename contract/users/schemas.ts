import { z } from 'zod/mini';
import { text } from '../http/text';
import { passwordSchema } from './password-rules';

export const babbageAccountSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  branch: z.object({ id: z.string(), name: z.string() }),
});
export type BabbageAccount = z.infer<typeof babbageAccountSchema>;

/** "accountNumber - branch name" (storefront-core §3). */
export function babbageAccountLabel(account: Pick<BabbageAccount, 'accountNumber' | 'branch'>): string {
  return `${account.accountNumber} - ${account.branch.name}`;
}

export const customThemeSchema = z.object({
  customLogo: z.nullable(z.string()),
  primaryColour: z.nullable(z.string()),
  secondaryColour: z.nullable(z.string()),
  tertiaryColour: z.nullable(z.string()),
});

export const vehicleDetailSchema = z.object({ name: z.string(), value: z.string() });

/** The user record of GET /users/{id} (storefront-core §3). */
export const userSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  username: z.nullable(z.string()),
  email: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  telephone: z.nullable(z.string()),
  guest_user: z.boolean(),
  /**
   * When the session reading the record expires: its access token's expiry in seconds since the
   * epoch, as GET /me's `exp`. Null where no session reads it (the answer to registration).
   */
  exp: z.nullable(z.int()),
  /** The string 'true' marks a key account, as the specification has it. */
  isKeyAccount: z.enum(['true', 'false']),
  babbageAccount: z.nullable(babbageAccountSchema),
  babbageAccounts: z.array(babbageAccountSchema),
  currency: z.string(),
  tradingCountry: z.string(),
  loginPopupContent: z.nullable(z.string()),
  vehicleDetails: z.array(vehicleDetailSchema),
  allowVehicleRefinement: z.boolean(),
  /** The repair-data service's terms, accepted or declined once before first use (issue 24); null until asked. */
  haynesProTerms: z.optional(z.nullable(z.enum(['accepted', 'declined']))),
  customBabbageAccountTheme: z.nullable(customThemeSchema),
});
export type User = z.infer<typeof userSchema>;

const email = z.pipe(
  text().check(
    z.trim(),
    z.minLength(1, 'Please enter your email address.'),
    z.maxLength(180, 'Your email address must be at most 180 characters long.'),
  ),
  z.email('Please enter a valid email address.'),
);

const personName = (label: string) =>
  text().check(
    z.trim(),
    z.minLength(1, `Please enter your ${label}.`),
    z.maxLength(100, `Your ${label} must be at most 100 characters long.`),
  );

/** PUT /users/{id}: only these three fields; anything else is refused. */
export const profileUpdateSchema = z.strictObject({
  email: z.optional(email),
  firstName: z.optional(personName('first name')),
  lastName: z.optional(personName('last name')),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /users: registration of a retail customer. */
export const registrationSchema = z.object({
  email,
  password: passwordSchema,
  firstName: personName('first name'),
  lastName: personName('last name'),
  telephone: z.optional(
    text().check(
      z.trim(),
      z.maxLength(30, 'Your telephone number must be at most 30 characters long.'),
      z.regex(/^[+()\d\s-]*$/, 'Please enter a valid telephone number.'),
    ),
  ),
});
export type Registration = z.infer<typeof registrationSchema>;

export const resetPasswordSchema = z.object({ email });
export const updatePasswordSchema = z.object({
  email,
  token: text().check(
    z.trim(),
    z.minLength(1, 'The reset token is missing.'),
    z.maxLength(512, 'The reset token is not valid.'),
  ),
  newPassword: passwordSchema,
});
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export const changePasswordSchema = z.object({
  existingPassword: text().check(
    z.minLength(1, 'Please enter your current password.'),
    z.maxLength(1024, 'Your current password is incorrect.'),
  ),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
