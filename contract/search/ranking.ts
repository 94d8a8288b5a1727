/**
 * The order of the items a query for words found, one rule online and offline (issue 45), so that
 * the pack's top ten is the server's: the most terms matched (when not every item matches them
 * all); then the most terms in the item's name and brand ('brake pads' ranks a pad set above a
 * fitting kit filed under brake pads); then the shorter name, whose words are more nearly what
 * was asked ('Brake Pad Set for Ford Focus' before 'Brake Pad Fitting Kit for Ford Focus'); then
 * priced items before those without a price; then by sku.
 */
export interface RankedItem {
  sku: string;
  /** Terms of the query the item matches anywhere. */
  matched: number;
  /** Terms of the query its name or brand matches. */
  inName: number;
  /** Words in its name and brand (searchWords: each once). */
  nameWords: number;
  priced: boolean;
}

/** Negative when `a` comes first. */
export function compareRanked(a: RankedItem, b: RankedItem): number {
  return (
    b.matched - a.matched ||
    b.inName - a.inName ||
    a.nameWords - b.nameWords ||
    Number(b.priced) - Number(a.priced) ||
    (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)
  );
}
