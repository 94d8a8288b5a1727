import { z } from 'zod';
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
  customLogo: z.string().nullable(),
  primaryColour: z.string().nullable(),
  secondaryColour: z.string().nullable(),
  tertiaryColour: z.string().nullable(),
});

export const vehicleDetailSchema = z.object({ name: z.string(), value: z.string() });

/** The user record of GET /users/{id} (storefront-core §3). */
export const userSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  telephone: z.string().nullable(),
  guest_user: z.boolean(),
  /**
   * When the session reading the record expires: its access token's expiry in seconds since the
   * epoch, as GET /me's `exp`. Null where no session reads it (the answer to registration).
   */
  exp: z.number().int().nullable(),
  /** The string 'true' marks a key account, as the specification has it. */
  isKeyAccount: z.enum(['true', 'false']),
  babbageAccount: babbageAccountSchema.nullable(),
  babbageAccounts: z.array(babbageAccountSchema),
  currency: z.string(),
  tradingCountry: z.string(),
  loginPopupContent: z.string().nullable(),
  vehicleDetails: z.array(vehicleDetailSchema),
  allowVehicleRefinement: z.boolean(),
  /** The repair-data service's terms, accepted or declined once before first use (issue 24); null until asked. */
  haynesProTerms: z.enum(['accepted', 'declined']).nullable().optional(),
  customBabbageAccountTheme: customThemeSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

const email = text()
  .trim()
  .min(1, 'Please enter your email address.')
  .max(180, 'Your email address must be at most 180 characters long.')
  .pipe(z.email('Please enter a valid email address.'));

const personName = (label: string) =>
  text().trim().min(1, `Please enter your ${label}.`).max(100, `Your ${label} must be at most 100 characters long.`);

/** PUT /users/{id}: only these three fields; anything else is refused. */
export const profileUpdateSchema = z
  .object({
    email: email.optional(),
    firstName: personName('first name').optional(),
    lastName: personName('last name').optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /users: registration of a retail customer. */
export const registrationSchema = z.object({
  email,
  password: passwordSchema,
  firstName: personName('first name'),
  lastName: personName('last name'),
  telephone: text()
    .trim()
    .max(30, 'Your telephone number must be at most 30 characters long.')
    .regex(/^[+()\d\s-]*$/, 'Please enter a valid telephone number.')
    .optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const resetPasswordSchema = z.object({ email });
export const updatePasswordSchema = z.object({
  email,
  token: text().trim().min(1, 'The reset token is missing.').max(512, 'The reset token is not valid.'),
  newPassword: passwordSchema,
});
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export const changePasswordSchema = z.object({
  existingPassword: text()
    .min(1, 'Please enter your current password.')
    .max(1024, 'Your current password is incorrect.'),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
