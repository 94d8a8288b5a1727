/**
 * A quote's price hold (issue 43): its prices are held to the end of its valid-until day (UTC),
 * unless the business has turned holds off for the account (`pricesHeld: false`). The server
 * decides when it makes a basket; the device reads the same rule to say so before it asks.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the quote's last day (UTC): its hold and its share link stop then. */
export const holdEndsAt = (validUntil: string) => new Date(Date.parse(`${validUntil}T00:00:00Z`) + DAY_MS);

/** Whether the quote's last day is over at `now`. */
export const hasRunOut = (validUntil: string, now: Date) => now.getTime() >= holdEndsAt(validUntil).getTime();

/** Whether a basket made from the quote at `now` keeps its quoted prices. */
export const pricesHeldAt = (quote: { validUntil: string; pricesHeld?: boolean | undefined }, now: Date) =>
  quote.pricesHeld !== false && !hasRunOut(quote.validUntil, now);
