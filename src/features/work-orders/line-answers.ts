import type { answerKinds } from '../../../contract/work-orders/intents';
import { answererIds, lineAnswers, type LineAnswer } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { LineAnswerGiven } from './work-order-edits';
import { lineName } from './work-order-words';

/**
 * The customer's answers as the editor shows them (issue 42, "Authorisation that is a promise"):
 * each answerer's state (contract/work-orders/pricing/authorisation.ts) worked out once per render
 * and handed to the lists, the status card and its modals.
 */

export type LineAnswers = ReadonlyMap<string, LineAnswer>;
export type AnswerKind = (typeof answerKinds)[number];

/**
 * Each answerer's answer, by its id; null when the device cannot price the work order (a time past
 * 999:59: the summary says so), as the server reads it then: nothing known to be agreed.
 */
export function answersOf(doc: WorkOrder): Map<string, LineAnswer> | null {
  try {
    return lineAnswers(doc, pricedLines(doc, doc.appliedUplift));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const byPosition = <T extends { position: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));

/** A line that waits for the customer's answer: all of it, or the rise since they agreed. */
export interface LineAwaiting {
  kind: AnswerKind;
  lineId: string;
  /** The job's or schedule's description, the part's name, 'Quick brake kit'. */
  name: string;
  answer: LineAnswer;
}

/** The lines awaiting the customer's answer, in the order the editor shows them: jobs, schedules, loose parts, kits. */
export function linesAwaiting(doc: WorkOrder, answers: LineAnswers | null): LineAwaiting[] {
  if (!answers) return [];
  const lines: [AnswerKind, { id: string; position: string }[]][] = [
    ['job', byPosition(doc.workOrderJobs)],
    ['maintenanceSchedule', byPosition(doc.maintenanceSchedules)],
    ['item', byPosition(doc.workOrderItems)],
    ['quickKit', byPosition(doc.workOrderQuickKits)],
  ];
  return lines.flatMap(([kind, list]) =>
    list.flatMap((line) => {
      // A part for a job is not in `answers`: it answers through its job.
      const answer = answers.get(line.id);
      return answer && (answer.state === 'awaiting' || answer.state === 'raised')
        ? [
            {
              kind,
              lineId: line.id,
              name: lineName(line as unknown as { id: string } & Record<string, unknown>),
              answer,
            },
          ]
        : [];
    }),
  );
}

/**
 * The parts an order would take (contract/work-orders/apply.ts, `orderParts`): parts not ordered
 * yet, and the parts of kits with every choice made, counted apart by what the customer said:
 * agreed in full (ordered as they are), or awaiting their answer (ordered only with a reason).
 * A declined line's parts are never ordered, so they count in neither.
 */
export function partsToOrder(doc: WorkOrder, answers: LineAnswers | null): { agreed: number; awaiting: number } {
  const owners = answererIds(doc);
  const counts = { agreed: 0, awaiting: 0 };
  const add = (id: string, parts: number) => {
    const state = answers?.get(owners.get(id) ?? id)?.state;
    if (state === 'declined') return;
    if (state === 'authorised') counts.agreed += parts;
    else counts.awaiting += parts;
  };
  for (const item of doc.workOrderItems) if (item.product !== null && item.orderedIn === null) add(item.id, 1);
  for (const kit of doc.workOrderQuickKits) {
    const items = kit.workOrderQuickKitItems;
    if (!kit.orderedIn && items.length && items.every((item) => item.sku !== null)) add(kit.id, items.length);
  }
  return counts;
}

/** The change's label on the device (the outbox, the sync panel): who answered, and what. */
export function answersLabel(given: readonly LineAnswerGiven[], by: string): string {
  const authorised = given.filter((answer) => answer.answer === 'authorise').length;
  const declined = given.length - authorised;
  if (!declined) return `Authorisation by ${by}`;
  if (!authorised) return `Declined by ${by}`;
  return `Answers by ${by}: ${authorised} authorised, ${declined} declined`;
}
