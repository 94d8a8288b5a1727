import { itemIdOf } from './item-ids';
import type { HealthCheckAnswer, HealthCheckItem } from './schemas';

/*
 * The work order's intents are written here by shape, not imported: a contract domain reads
 * another only through its schemas and routes, and the server checks these against the real
 * intent types (WorkOrderChange) where it sends them.
 */
type AuthorisationMethod = 'in-person' | 'phone' | 'link';
interface LabourRateRef {
  id: string;
  rate: number;
}
type JobLines = NonNullable<ReturnType<typeof recommendedJobLines>>;
export type ApprovedJobChange =
  | { op: 'addLine'; kind: 'job'; line: JobLines['job'] }
  | { op: 'addLine'; kind: 'item'; line: JobLines['parts'][number] }
  | { op: 'authorise'; kind: 'job'; lineId: string; by: string; method: AuthorisationMethod; amount: number };

/** How the work order records an answer's method: the link is the customer's own word, online. */
export const authorisationMethodOf = (method: HealthCheckAnswer['method']): AuthorisationMethod =>
  method === 'online' ? 'link' : method;

/**
 * The ids the item's job and parts take on a work order: named from the check and the item (as
 * the check's own items are), so a replayed approval lands on the same lines, never twice, and
 * the price shown was worked out on lines with the very ids the work order gets.
 */
export const jobIdOf = (checkId: string, itemId: string) => itemIdOf(checkId, `${itemId}:job`);
export const partIdOf = (checkId: string, itemId: string, index: number) =>
  itemIdOf(checkId, `${itemId}:part:${index}`);

/** A recommended job's 'H:MM' as a work order carries it ('1:30' → '01:30'). */
export const workOrderTimeOf = (time: string) => time.padStart(5, '0');

export interface JobPlace {
  checkId: string;
  /** One of the account's labour rates, as the work order's rules want it. */
  labourRate: LabourRateRef;
  /** The positions the new lines take: after the work order's last job, and after its last item. */
  jobPosition: string;
  partPositions: readonly string[];
}

/**
 * The item's recommended job as work-order lines: the repair-time task (so the work order lists
 * it with its repair data and overlaps it) or a custom job, and its parts (each for that job).
 */
export function recommendedJobLines(item: Pick<HealthCheckItem, 'id' | 'recommendedJob'>, place: JobPlace) {
  const job = item.recommendedJob;
  if (!job) return null;
  const jobId = jobIdOf(place.checkId, item.id);
  return {
    job: {
      id: jobId,
      position: place.jobPosition,
      job: job.task ?? null,
      description: job.description,
      customJob: null,
      labourRate: place.labourRate,
      labourRateOverride: null,
      time: workOrderTimeOf(job.time),
      overrideTime: null,
      locked: false,
    },
    parts: job.parts.map((part, index) => ({
      id: partIdOf(place.checkId, item.id, index),
      position: place.partPositions[index] ?? place.jobPosition,
      product: part.product,
      quantity: part.quantity,
      updatedProductName: null,
      additionalServiceName: null,
      additionalServicePrice: null,
      jobId,
      overriddenPrice: null,
    })),
  };
}

/**
 * An approved item as the work order takes it (issue 46): its recommended job as a custom job,
 * its parts as the job's parts (so they follow its authorisation), and the customer's
 * authorisation of that job for the amount they saw, including VAT. The work order's own rules
 * (contract/work-orders/pricing/authorisation.ts) then hold that amount as the promise: a price
 * that rises later awaits a new authorisation, one that falls needs none.
 */
export function approvedJobChanges(
  item: Pick<HealthCheckItem, 'id' | 'recommendedJob'>,
  answer: Pick<HealthCheckAnswer, 'decision' | 'method' | 'by' | 'priceShown'>,
  place: JobPlace,
): ApprovedJobChange[] {
  const lines = recommendedJobLines(item, place);
  if (answer.decision !== 'approved' || !lines) return [];
  const by = answer.method === 'online' ? 'The customer (online)' : `The customer (taken by ${answer.by})`;
  return [
    { op: 'addLine', kind: 'job', line: lines.job },
    ...lines.parts.map((line): ApprovedJobChange => ({ op: 'addLine', kind: 'item', line })),
    {
      op: 'authorise',
      kind: 'job',
      lineId: lines.job.id,
      // The customer, in the work order's words: whoever keyed it is on the health check's answer.
      by: by.slice(0, 100),
      method: authorisationMethodOf(answer.method),
      amount: answer.priceShown?.incTax ?? 0,
    },
  ];
}
