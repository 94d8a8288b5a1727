import { z } from 'zod/mini';
import { intentMessages, keysMissingFromBase } from '../documents/intents';
import { uuidSchema } from '../documents/line-keys';
import { quoteMessages as m } from './messages';
import { quoteHeaderFields, quoteItemInputSchema } from './schemas';

/**
 * The intents of POST /wishlists/{id}/changes (design/api-routes.md): the work order's, with one
 * kind of line (`item`) and no status. `set` may hold only fields a device may set, each also in
 * `base` (what it saw); the unit price is the server's, quoted when the line arrives.
 */
const withBase = <S extends z.ZodMiniObject>(set: S) =>
  z.object({ base: z.record(z.string(), z.unknown()), set }).check(
    z.superRefine((change, ctx) => {
      for (const key of keysMissingFromBase(change as { base: Record<string, unknown>; set: Record<string, unknown> }))
        ctx.addIssue({ code: 'custom', path: ['base', key], message: intentMessages.baseMissing(key) });
    }),
  );

/** What updateLine may set: any field of the line but its id, none filled in by a default. */
const editable = z.object(
  Object.fromEntries(
    Object.entries(quoteItemInputSchema.shape)
      .filter(([key]) => key !== 'id')
      .map(([key, field]) => [key, z.optional(field instanceof z.ZodMiniDefault ? field.def.innerType : field)]),
  ),
);

const setFields = z.intersection(
  withBase(z.partial(z.object(quoteHeaderFields))),
  z.object({ op: z.literal('setFields') }),
);
const addLine = z.object({ op: z.literal('addLine'), kind: z.literal('item'), line: quoteItemInputSchema });
const updateLine = z.intersection(
  withBase(editable),
  z.object({ op: z.literal('updateLine'), kind: z.literal('item'), id: uuidSchema }),
);
const removeLine = z.object({
  op: z.literal('removeLine'),
  kind: z.literal('item'),
  id: uuidSchema,
  baseRev: z.int().check(z.minimum(1)),
});

export const quoteChangeSchema = z.union([setFields, addLine, updateLine, removeLine]);
export type QuoteChange = z.infer<typeof quoteChangeSchema>;

export const quoteChangesSchema = z.object({
  changes: z.array(quoteChangeSchema).check(z.minLength(1), z.maxLength(50, m.tooManyChanges)),
});
export type QuoteChanges = z.infer<typeof quoteChangesSchema>;
