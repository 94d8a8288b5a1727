import type { PricedLine } from './priced-lines';

/**
 * What the customer has agreed to on a work order, line by line (issue 42, "Authorisation that is
 * a promise"). A job answers for itself and its parts, a maintenance schedule likewise, a loose
 * part and a quick kit each for itself; each such line is an "answerer".
 *
 * - Authorised: the customer agreed to an amount (incTax) for it. That amount is the promise and
 *   never moves: a price raised afterwards (a part added to the job, a time or quantity raised, a
 *   rate changed) leaves the difference awaiting authorisation; a price cut needs no new answer.
 * - Declined: the customer said no; it is neither agreed nor awaiting.
 * - Otherwise awaiting authorisation: all of it.
 *
 * So `authorised` is the sum of the amounts agreed, and `awaiting` is, per answerer, what it costs
 * now beyond what was agreed (everything, when nothing was). Pure: the server and the device
 * read the same figures, and the work order's rules (ordering parts, starting work) ask it.
 */

export type AnswerState = 'authorised' | 'raised' | 'awaiting' | 'declined';

/** What one answerer costs now, what was agreed, and what waits for the customer. */
export interface LineAnswer {
  state: AnswerState;
  /** What it costs now, incTax, in minor units. */
  current: number;
  /** The amount agreed, or null when nothing was. */
  agreed: number | null;
  /** What waits for the customer's answer: current − agreed when raised, all of it when unanswered. */
  awaiting: number;
}

export interface AuthorisationTotals {
  /** The amounts the customer agreed to, as agreed. */
  authorised: number;
  awaiting: number;
  declined: number;
}

/** A line that can carry the customer's answer; the document's lines can be passed. */
export interface Answerable {
  id: string;
  authorisation?: { amount: number } | null;
  authorisedBefore?: readonly object[];
  declined?: object | null;
}

export interface AnswerableWorkOrder {
  workOrderJobs: readonly Answerable[];
  workOrderItems: readonly (Answerable & { jobId?: string | null })[];
  maintenanceSchedules?: readonly Answerable[];
  workOrderQuickKits?: readonly Answerable[];
}

/**
 * The line answering for each line of the work order, by id: a part for a job or schedule that
 * is there answers through it; any other line answers for itself.
 */
export function answererIds(doc: AnswerableWorkOrder): Map<string, string> {
  const owners = new Set([...doc.workOrderJobs, ...(doc.maintenanceSchedules ?? [])].map((line) => line.id));
  const answerer = new Map<string, string>();
  for (const line of [...doc.workOrderJobs, ...(doc.maintenanceSchedules ?? []), ...(doc.workOrderQuickKits ?? [])])
    answerer.set(line.id, line.id);
  for (const item of doc.workOrderItems)
    answerer.set(item.id, item.jobId != null && owners.has(item.jobId) ? item.jobId : item.id);
  return answerer;
}

/** The answerers of a work order (jobs, schedules, loose parts, kits), each with its answer. */
function answerers(doc: AnswerableWorkOrder): Answerable[] {
  const owners = answererIds(doc);
  return [
    ...doc.workOrderJobs,
    ...(doc.maintenanceSchedules ?? []),
    ...doc.workOrderItems.filter((item) => owners.get(item.id) === item.id),
    ...(doc.workOrderQuickKits ?? []),
  ];
}

/** Each answerer's answer, by its id, from the work order's priced lines (pricedLines). */
export function lineAnswers(doc: AnswerableWorkOrder, lines: readonly PricedLine[]): Map<string, LineAnswer> {
  const owners = answererIds(doc);
  const current = new Map<string, number>();
  for (const line of lines) {
    const owner = owners.get(line.lineId) ?? line.lineId;
    current.set(owner, (current.get(owner) ?? 0) + line.incTax);
  }
  const answers = new Map<string, LineAnswer>();
  for (const line of answerers(doc)) {
    const now = current.get(line.id) ?? 0;
    const agreed = line.authorisation?.amount ?? null;
    if (agreed !== null) {
      const awaiting = Math.max(0, now - agreed);
      answers.set(line.id, { state: awaiting > 0 ? 'raised' : 'authorised', current: now, agreed, awaiting });
    } else if (line.declined) {
      answers.set(line.id, { state: 'declined', current: now, agreed: null, awaiting: 0 });
    } else {
      answers.set(line.id, { state: 'awaiting', current: now, agreed: null, awaiting: now });
    }
  }
  return answers;
}

/** The summary's three figures: agreed, awaiting and declined, incTax. */
export function authorisationTotals(answers: Iterable<LineAnswer>): AuthorisationTotals {
  const totals = { authorised: 0, awaiting: 0, declined: 0 };
  for (const answer of answers) {
    totals.authorised += answer.agreed ?? 0;
    totals.awaiting += answer.awaiting;
    if (answer.state === 'declined') totals.declined += answer.current;
  }
  return totals;
}
