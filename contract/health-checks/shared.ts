import { z } from 'zod/mini';
import { uuidSchema } from '../documents/line-keys';
import { answerSchema, healthCheckStatuses } from './schemas';
import { sectionIds, sides } from './templates';

/**
 * What the customer's link shows (issue 46, "Send to customer"): the vehicle, each red and amber
 * item with its note, photos and price including VAT, the answers given so far, and the green
 * items folded away. Never the internal notes, measurements' reasons or who marked what.
 */
const money = z.object({ excTax: z.int(), incTax: z.int() });

export const sharedItemSchema = z.object({
  id: uuidSchema,
  section: z.enum(sectionIds),
  name: z.string(),
  side: z.nullable(z.enum(sides)),
  state: z.enum(['red', 'amber']),
  customerNote: z.nullable(z.string()),
  motFailure: z.boolean(),
  /** What the garage recommends, in its words; null when nothing is proposed. */
  recommendedWork: z.nullable(z.string()),
  price: z.nullable(money),
  /** Photo ids, served at /shared-health-checks/{token}/photos/{photoId}. */
  photos: z.array(uuidSchema),
});
export type SharedItem = z.infer<typeof sharedItemSchema>;

export const sharedHealthCheckSchema = z.object({
  number: z.nullable(z.string()),
  status: z.enum(healthCheckStatuses),
  vrm: z.nullable(z.string()),
  vehicle: z.nullable(z.string()),
  mileage: z.nullable(z.int()),
  /** Who the customer deals with: the garage's name as its account shows it. */
  garage: z.string(),
  currency: z.enum(['GBP', 'EUR']),
  checkedAt: z.string(),
  /** When the link stops working. */
  expiresAt: z.string(),
  items: z.array(sharedItemSchema),
  /** The green items, by name, for the folded list. */
  green: z.array(z.object({ name: z.string(), side: z.nullable(z.enum(sides)) })),
  /** The answers given so far, online or taken by the garage; `by` is left out for staff. */
  answers: z.array(answerSchema),
});
export type SharedHealthCheck = z.infer<typeof sharedHealthCheckSchema>;

export const healthCheckShareSchema = z.object({
  url: z.string(),
  token: z.string(),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type HealthCheckShare = z.infer<typeof healthCheckShareSchema>;

/** How long a link works: a fortnight, long enough for a customer to answer, short enough to stop. */
export const SHARE_DAYS = 14;
