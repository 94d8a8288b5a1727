import { z } from 'zod/mini';

/**
 * A quote's price hold on a basket line (issue 43). A quote promises its prices to the end of its
 * valid-until day; a basket made from it inside that time charges the quoted unit price, and the
 * line says which quote the price came from and until when it holds. After that the line is
 * priced from the catalogue like any other. The hold is granted by the server at conversion and
 * kept with the line: what the client sends never sets it.
 */
export const priceHoldSchema = z.object({
  /** The quote the price came from. */
  quoteId: z.string(),
  /** The quoted unit price, excluding VAT, in the basket's currency (minor units, surcharge included). */
  unitPrice: z.object({ excTax: z.int() }),
  /** When the hold ends: the end of the quote's valid-until day (UTC), ISO 8601. */
  heldUntil: z.string(),
});
export type PriceHold = z.infer<typeof priceHoldSchema>;

/** Whether the hold still holds at `now` (it ends at `heldUntil`, exclusive). */
export const holdsAt = (hold: Pick<PriceHold, 'heldUntil'>, now: Date): boolean =>
  now.getTime() < Date.parse(hold.heldUntil);

/** 'Quoted price, held until the end of 12 March 2026': what a held line says in the basket and order. */
export function heldPriceWords(hold: Pick<PriceHold, 'heldUntil'>): string {
  // heldUntil is the midnight after the quote's last day: that day is the one just before it.
  const lastDay = new Date(Date.parse(hold.heldUntil) - 1).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Quoted price, held until the end of ${lastDay}`;
}
