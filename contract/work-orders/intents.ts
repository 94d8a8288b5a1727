import { z } from 'zod/mini';
import { text } from '../http/text';
import { intentMessages, keysMissingFromBase } from '../documents/intents';
import { workOrderStatuses } from './lifecycle';
import { uuidSchema } from '../documents/line-keys';
import { authorisationMethods, lineInputSchemas } from './lines';
import { headerFields } from './schemas';
import { workOrderMessages as m } from './messages';

/**
 * The intents of POST /work-orders/{id}/changes (design/api-routes.md), validated per kind of
 * line: `set` may hold only fields a device may set, each also in `base` (what it saw).
 */
const withBase = <S extends z.ZodMiniObject>(set: S) =>
  z.object({ base: z.record(z.string(), z.unknown()), set }).check(
    z.superRefine((change, ctx) => {
      for (const key of keysMissingFromBase(change as { base: Record<string, unknown>; set: Record<string, unknown> }))
        ctx.addIssue({ code: 'custom', path: ['base', key], message: intentMessages.baseMissing(key) });
    }),
  );

/** What updateLine may set: any field of the line but its id, none filled in by a default. */
const editable = <S extends z.ZodMiniObject>(schema: S) =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape)
        .filter(([key]) => key !== 'id')
        .map(([key, field]) => [key, z.optional(field instanceof z.ZodMiniDefault ? field.def.innerType : field)]),
    ),
  );

const setFields = z.intersection(withBase(z.partial(z.object(headerFields))), z.object({ op: z.literal('setFields') }));

const lineChanges = (Object.keys(lineInputSchemas) as (keyof typeof lineInputSchemas)[]).flatMap((kind) => {
  const line = lineInputSchemas[kind];
  return [
    z.object({ op: z.literal('addLine'), kind: z.literal(kind), line }),
    z.intersection(
      withBase(editable(line) as z.ZodMiniObject),
      z.object({ op: z.literal('updateLine'), kind: z.literal(kind), id: uuidSchema }),
    ),
    z.object({
      op: z.literal('removeLine'),
      kind: z.literal(kind),
      id: uuidSchema,
      baseRev: z.int().check(z.minimum(1)),
    }),
  ];
});

/**
 * Work done or parts ordered for what the customer has not agreed to (issue 42): the mechanic's
 * reason, recorded in the status history (a customer who cannot be reached, a safety-critical
 * part). Without it, the server moves to in progress and orders only what is authorised.
 */
const authorisationOverride = z.optional(
  z.object({
    reason: text().check(
      z.trim(),
      z.minLength(1, m.authorisationOverrideReason),
      z.maxLength(200, m.authorisationOverrideReason),
    ),
  }),
);

const setStatus = z.object({
  op: z.literal('setStatus'),
  from: z.enum(workOrderStatuses),
  to: z.enum(workOrderStatuses),
  reason: z.optional(text().check(z.trim(), z.maxLength(500))),
  override: authorisationOverride,
});

/** Orders the chosen parts (item lines not yet ordered) as one order with this client-made id. */
const orderParts = z.object({ op: z.literal('orderParts'), orderId: uuidSchema, override: authorisationOverride });

/** The lines a customer answers for (pricing/authorisation.ts): a part for a job follows its job. */
export const answerKinds = ['job', 'maintenanceSchedule', 'item', 'quickKit'] as const;
const answer = {
  kind: z.enum(answerKinds),
  lineId: uuidSchema,
  by: text().check(z.trim(), z.minLength(1, m.authorisedBy), z.maxLength(100, m.authorisedBy)),
  method: z.enum(authorisationMethods),
};

/** The customer's authorisation of a line: who, how, and the amount they were told for it (incTax). */
const authorise = z.object({ op: z.literal('authorise'), ...answer, amount: z.int().check(z.minimum(0)) });

/** The customer's no to a line: it is not done, and its parts are not ordered. */
const decline = z.object({ op: z.literal('decline'), ...answer });

export const workOrderChangeSchema = z.union([setFields, ...lineChanges, setStatus, orderParts, authorise, decline]);
export type WorkOrderChange = z.infer<typeof workOrderChangeSchema>;

export const workOrderChangesSchema = z.object({
  changes: z.array(workOrderChangeSchema).check(z.minLength(1), z.maxLength(50, m.tooManyChanges)),
  /** Which device sent them, for the status history ("which device"). */
  device: z.optional(text().check(z.trim(), z.maxLength(100))),
});
export type WorkOrderChanges = z.infer<typeof workOrderChangesSchema>;
