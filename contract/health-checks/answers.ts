import { z } from 'zod/mini';
import { text } from '../http/text';
import { uuidSchema } from '../documents/line-keys';
import { healthCheckMessages as m } from './messages';
import { daySchema, decisions } from './schemas';

/**
 * The customer's answer per item, as sent (issue 46, "The customer's answer, per item"): from the
 * link (POST /shared-health-checks/{token}/answers) or keyed by staff who took it by phone or at
 * the counter (POST /health-checks/{id}/answers). When, how, by whom and the price shown are the
 * server's to record (answers-rules.ts), never the sender's.
 */
export const MAX_ANSWERS = 80;

export const answerInputSchema = z
  .object({
    item: uuidSchema,
    decision: z.enum(decisions),
    reason: z._default(z.nullable(text().check(z.trim(), z.maxLength(300, m.reason))), null),
    /** The day to come back to it: needed for `later`, ignored otherwise. */
    laterDate: z._default(z.nullable(daySchema), null),
  })
  .check(
    z.superRefine((answer, ctx) => {
      if (answer.decision === 'later' && !answer.laterDate)
        ctx.addIssue({ code: 'custom', path: ['laterDate'], message: m.laterDate });
    }),
  );
export type AnswerInput = z.output<typeof answerInputSchema>;

const answersList = z.array(answerInputSchema).check(z.minLength(1), z.maxLength(MAX_ANSWERS, m.tooManyAnswers));

export const customerAnswersSchema = z.object({ answers: answersList });
export type CustomerAnswers = z.output<typeof customerAnswersSchema>;

/** How staff took the answer; 'online' is the link's alone. */
export const staffAnswerMethods = ['phone', 'in-person'] as const;

export const staffAnswersSchema = z.object({
  method: z.enum(staffAnswerMethods),
  /** Who took it ('Sam at the counter'): the check records it beside the customer's answer. */
  by: text().check(z.trim(), z.minLength(1, m.answeredBy), z.maxLength(100, m.answeredBy)),
  answers: answersList,
});
export type StaffAnswers = z.output<typeof staffAnswersSchema>;
