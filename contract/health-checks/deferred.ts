import { z } from 'zod/mini';
import { uuidSchema } from '../documents/line-keys';
import { decisions } from './schemas';

/**
 * Work the customer declined or put off (issue 46): it stays on the vehicle, by registration,
 * with its follow-up date, until the vehicle comes back. A declined item without a date of its
 * own is followed up after DECLINED_FOLLOW_UP_DAYS.
 */
export const DECLINED_FOLLOW_UP_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The day deferred work comes back: the customer's own date for `later`, else the date the
 * mechanic set on the item, else DECLINED_FOLLOW_UP_DAYS after the answer (yyyy-MM-dd).
 */
export function followUpOf(
  answer: { laterDate: string | null; at: string },
  item: { followUpDate: string | null },
): string {
  return (
    answer.laterDate ??
    item.followUpDate ??
    new Date(Date.parse(answer.at) + DECLINED_FOLLOW_UP_DAYS * DAY_MS).toISOString().slice(0, 10)
  );
}

export const deferredDues = ['upcoming', 'overdue'] as const;
export type DeferredDue = (typeof deferredDues)[number];

export const deferredWorkSchema = z.object({
  id: uuidSchema,
  vrm: z.string(),
  vehicle: z.nullable(z.string()),
  healthCheck: uuidSchema,
  healthCheckNumber: z.nullable(z.string()),
  item: uuidSchema,
  itemName: z.string(),
  state: z.enum(['red', 'amber']),
  decision: z.enum(decisions),
  note: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** The day to come back to it, yyyy-MM-dd. */
  followUp: z.string(),
  price: z.nullable(z.object({ excTax: z.int(), incTax: z.int() })),
  currency: z.enum(['GBP', 'EUR']),
  deferredAt: z.string(),
});
export type DeferredWork = z.infer<typeof deferredWorkSchema>;
