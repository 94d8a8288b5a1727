import { z } from 'zod/mini';
import { intentMessages, keysMissingFromBase } from '../documents/intents';
import { uuidSchema } from '../documents/line-keys';
import { healthCheckMessages as m } from './messages';
import { headerFields, healthCheckStatuses, itemFields, itemInputSchema } from './schemas';

/**
 * The intents of POST /health-checks/{id}/changes (design/api-routes.md): the work order's, with
 * one kind of line (`item`). `set` holds only fields a device may set, each also in `base`.
 */
const withBase = <S extends z.ZodMiniObject>(set: S) =>
  z.object({ base: z.record(z.string(), z.unknown()), set }).check(
    z.superRefine((change, ctx) => {
      for (const key of keysMissingFromBase(change as { base: Record<string, unknown>; set: Record<string, unknown> }))
        ctx.addIssue({ code: 'custom', path: ['base', key], message: intentMessages.baseMissing(key) });
    }),
  );

const { key: _key, section: _section, ...editableItemFields } = itemFields;

const setFields = z.intersection(withBase(z.partial(z.object(headerFields))), z.object({ op: z.literal('setFields') }));
const addLine = z.object({ op: z.literal('addLine'), kind: z.literal('item'), line: itemInputSchema });
const updateLine = z.intersection(
  withBase(z.partial(z.object(editableItemFields))),
  z.object({ op: z.literal('updateLine'), kind: z.literal('item'), id: uuidSchema }),
);
const removeLine = z.object({
  op: z.literal('removeLine'),
  kind: z.literal('item'),
  id: uuidSchema,
  baseRev: z.int().check(z.minimum(1)),
});
const setStatus = z.object({
  op: z.literal('setStatus'),
  from: z.enum(healthCheckStatuses),
  to: z.enum(healthCheckStatuses),
  reason: z.optional(z.string()),
});

export const healthCheckChangeSchema = z.union([setFields, addLine, updateLine, removeLine, setStatus]);
export type HealthCheckChange = z.infer<typeof healthCheckChangeSchema>;

export const healthCheckChangesSchema = z.object({
  changes: z.array(healthCheckChangeSchema).check(z.minLength(1), z.maxLength(50, m.tooManyChanges)),
});
