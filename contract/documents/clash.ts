import { z } from 'zod/mini';

/**
 * What clashed when a change reached a document that had moved on (design/api-routes.md):
 * - `changed`: another change since the value the device started from;
 * - `removed`: the line is gone and this change edited it;
 * - `locked`: the line or the document may not change (parts ordered, work order closed);
 * - `move`: the lifecycle does not allow this status move.
 * `path` is a field's name (`comment`), a line (`workOrderItems[<id>]`), a line's field
 * (`workOrderItems[<id>].quantity`) or `status`.
 */
export const clashReasons = ['changed', 'removed', 'locked', 'move'] as const;
export type ClashReason = (typeof clashReasons)[number];

export const clashSchema = z.object({
  path: z.string(),
  reason: z.enum(clashReasons),
  yours: z.unknown(),
  theirs: z.unknown(),
});
export type Clash = z.infer<typeof clashSchema>;

export const linePath = (list: string, lineId: string, field?: string) =>
  `${list}[${lineId}]${field === undefined ? '' : `.${field}`}`;
