import { z } from 'zod/mini';

/**
 * The branch catalogue pack (issue 8): what a counter or bay tablet keeps to search, price and
 * sell with the network cut. One item per product, flat and short-named enough that 20,000 of
 * them stay a few megabytes compressed. Money in pence excluding tax, `taxRate` in basis points,
 * as everywhere in the catalogue.
 */
export const packPartNumberSchema = z.object({ brand: z.string(), number: z.string() });
export type PackPartNumber = z.infer<typeof packPartNumberSchema>;

export const packItemSchema = z.object({
  id: z.string(),
  sku: z.string(),
  objectID: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The brand's own part number as printed, 'P 85 020'. */
  mpn: z.string(),
  brand: z.object({ name: z.string(), slug: z.string() }),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string(), path: z.string() }),
  /** The category's names from the top, 'Braking › Brake Pads': searched as words. */
  categoryTrail: z.array(z.string()),
  attributes: z.array(z.object({ code: z.string(), label: z.string(), value: z.string() })),
  /**
   * The words the server's full-text search reads (name, part number, category, attribute values
   * and the models it fits, accents folded), so that offline search finds what online search does.
   */
  words: z.string(),
  image: z.nullable(z.string()),
  oe: z.array(packPartNumberSchema),
  competitor: z.array(packPartNumberSchema),
  superseded: z.array(packPartNumberSchema),
  price: z.int(),
  wasPrice: z.nullable(z.int()),
  wasPriceEcp: z.nullable(z.int()),
  surcharge: z.int(),
  /**
   * The euro price list's amounts (the ones above are sterling), so that one pack prices for a
   * British and an Irish account alike. Absent only from items a device stored before the euro
   * list existed; the list's migration touched every product, so the next delta brings it.
   */
  eur: z.optional(
    z.object({
      price: z.int(),
      wasPrice: z.nullable(z.int()),
      wasPriceEcp: z.nullable(z.int()),
      surcharge: z.int(),
    }),
  ),
  taxRate: z.int(),
  showAddToBasketButton: z.boolean(),
  /** Units at the pack's branch, then at each of its `nearby` branches in that order. */
  stock: z.object({ here: z.int(), nearby: z.array(z.int()) }),
  /** The vehicle variants it fits (TecDoc ids); empty for universal parts. */
  tecdocIds: z.array(z.int()),
});
export type PackItem = z.infer<typeof packItemSchema>;

export const packBranchSchema = z.object({ id: z.string(), name: z.string(), slug: z.nullable(z.string()) });
export const packNearbyBranchSchema = z.extend(packBranchSchema, { distanceMiles: z.number() });
export type PackBranch = z.infer<typeof packBranchSchema>;
export type PackNearbyBranch = z.infer<typeof packNearbyBranchSchema>;

/**
 * One page of a pack or of its changes. `version` is the catalogue's change counter when the
 * answer was made (a decimal string: it outgrows 2^53 in a long life); the client keeps the
 * first page's and asks `since` it next time. Pages follow `next` (the last sku given), so a
 * resumed download asks for what comes after the last page it stored and never gets a row twice.
 */
export const packPageSchema = z.object({
  branch: packBranchSchema,
  nearby: z.array(packNearbyBranchSchema),
  version: z.string(),
  /**
   * The version this delta starts from; null for a full pack, also when a delta was asked from a
   * version the server never gave (its catalogue was rebuilt): the device then starts over.
   */
  since: z.nullable(z.string()),
  /** Products in the whole download (a full pack) or in the whole change set (a delta). */
  total: z.int(),
  /** The most products a pack holds. */
  cap: z.int(),
  items: z.array(packItemSchema),
  /** Skus to drop: withdrawn, hidden or no longer in the branch's range (deltas only). */
  removed: z.array(z.string()),
  next: z.nullable(z.string()),
});
export type PackPage = z.infer<typeof packPageSchema>;
