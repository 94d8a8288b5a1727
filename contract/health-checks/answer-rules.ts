import type { AnswerInput } from './answers';
import { healthCheckMessages as m } from './messages';
import type { HealthCheck, HealthCheckAnswer, HealthCheckItem, HealthCheckStatus } from './schemas';

/** What the customer is asked about: the red and amber items (green ones are shown folded away). */
export const isPutToCustomer = (item: Pick<HealthCheckItem, 'state'>) => item.state === 'red' || item.state === 'amber';

export interface AnswerRefusal {
  /** Where in the request: `answers[2].laterDate`. */
  path: string;
  message: string;
  /** The item it is about, so a screen can show it beside that item. */
  item: string;
}

export interface AnswersRecorded {
  /** The answers this request adds, in its order; an answer given before and sent again is not among them. */
  added: HealthCheckAnswer[];
  refusals: AnswerRefusal[];
}

const decisionWords = { approved: 'approved', declined: 'declined', later: 'later' } as const;

/**
 * Reads a request's answers against the check (issue 46). Each item is answered once: the
 * same answer sent again (a replay from a phone that lost the reply) is taken as given, another
 * one is refused beside it, since the price shown then is what was agreed. The price shown is the
 * item's price now, recorded with the answer. Pure: the server and a device read the same way.
 */
export function recordAnswers(
  check: Pick<HealthCheck, 'items' | 'answers'>,
  inputs: readonly AnswerInput[],
  context: { at: string; today: string; method: HealthCheckAnswer['method']; by: string },
): AnswersRecorded {
  const added: HealthCheckAnswer[] = [];
  const refusals: AnswerRefusal[] = [];
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    const refuse = (field: string, message: string) =>
      refusals.push({ path: `answers[${index}].${field}`, message, item: input.item });
    const item = check.items.find((candidate) => candidate.id === input.item);
    if (!item) return refuse('item', m.notAnItem);
    if (seen.has(item.id)) return refuse('item', m.answeredTwice);
    seen.add(item.id);
    const laterDate = input.decision === 'later' ? input.laterDate : null;
    const before = check.answers.find((answer) => answer.item === item.id);
    if (before) {
      if (before.decision === input.decision && before.laterDate === laterDate) return;
      return refuse('decision', m.answeredAlready(decisionWords[before.decision]));
    }
    if (!isPutToCustomer(item)) return refuse('item', m.notAsked);
    if (input.decision === 'approved' && !item.recommendedJob) return refuse('decision', m.noJobToApprove);
    if (laterDate !== null && laterDate <= context.today) return refuse('laterDate', m.laterDate);
    added.push({
      item: item.id,
      decision: input.decision,
      reason: input.reason,
      laterDate,
      at: context.at,
      method: context.method,
      by: context.by,
      priceShown: item.price,
      // Whether the work order could take the approved job is the server's to say, once it tries.
      notOnWorkOrder: null,
    });
  });
  return { added, refusals };
}

/** The items still waiting for the customer: red or amber, with work recommended, not answered. */
export function unanswered(check: Pick<HealthCheck, 'items' | 'answers'>): HealthCheckItem[] {
  const answered = new Set(check.answers.map((answer) => answer.item));
  return check.items.filter((item) => isPutToCustomer(item) && item.recommendedJob && !answered.has(item.id));
}

/** A check is answered once every item with recommended work has the customer's word. */
export function statusAfterAnswers(check: Pick<HealthCheck, 'items' | 'answers' | 'status'>): HealthCheckStatus {
  return unanswered(check).length === 0 ? 'answered' : check.status;
}
