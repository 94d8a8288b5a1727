import { z } from 'zod/mini';
import { text } from '../http/text';
import { babbageAccountSchema } from '../users/schemas';

/**
 * GET and PUT /babbage-accounts (storefront-core §7, "Bodies not shown": ours, issue 43). GET lists
 * the person's trade accounts, by account number, each saying whether it is the one in use, so a
 * screen can offer the switch without reading the whole user. PUT names the account to work in,
 * `{ "active": id }`, and answers the list as it now is: the same switch as
 * PUT /users/change-babbage-account/{id}, as a body a form can send and be refused beside.
 */
export const tradeAccountMessages = {
  chooseAccount: 'Please choose one of your trade accounts.',
} as const;

export const babbageAccountEntrySchema = z.extend(babbageAccountSchema, {
  /** The account the person works in now: prices, stock, invoices and tracking are its. */
  active: z.boolean(),
});
export type BabbageAccountEntry = z.infer<typeof babbageAccountEntrySchema>;

export const putBabbageAccountsSchema = z.object({
  active: text().check(z.trim(), z.minLength(1, tradeAccountMessages.chooseAccount), z.maxLength(40)),
});
export type PutBabbageAccounts = z.input<typeof putBabbageAccountsSchema>;
