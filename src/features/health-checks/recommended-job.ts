import { MAX_JOB_PARTS, type RecommendedJob } from '../../../contract/health-checks/schemas';
import type { RepairTask } from '../../../contract/repair-data/schemas';
import { hundredthsToTime, readTypedTime } from '../../../contract/work-orders/pricing/time';

/**
 * How the bay's form changes an item's recommended job (issue 46): a repair-time task chosen, a
 * custom job typed, catalogue parts put on and taken off. Each gives the whole new job, set on the
 * item by one intent (the item's `recommendedJob` field), so another tablet's change of the same
 * job clashes rather than mixing two jobs' parts.
 */

const MAX_QUANTITY = 999;
const MAX_DESCRIPTION = 200;

/** A part's product reference ('/products/{sku}'), as work orders and the server's pricing read it. */
export const productOf = (sku: string) => `/products/${sku}`;
export const skuOfProduct = (product: string) => product.replace(/^\/products\//, '');

/**
 * A time as the check shows and carries it, 'H:MM' ('01:06' → '1:06'); the work order pads it
 * again (answer-to-job.ts). What the mechanic types ('1.5', '90m', '1h30') is read as a work order
 * reads it; null when it cannot be read.
 */
export function checkTime(typed: string): string | null {
  const time = readTypedTime(typed);
  return time === null ? null : time.replace(/^0(?=\d:)/, '');
}

/**
 * The task as the job: its description and book time (hundredths of an hour, as repair data
 * counts), keeping the parts already chosen: a mechanic may pick the part before the time.
 */
export function jobFromTask(task: Pick<RepairTask, 'id' | 'description' | 'value'>, job: RecommendedJob | null) {
  return {
    task: task.id,
    description: task.description.trim().slice(0, MAX_DESCRIPTION),
    time: checkTime(hundredthsToTime(task.value)) ?? '0:00',
    parts: job?.parts ?? [],
  } satisfies RecommendedJob;
}

/**
 * A custom job as typed: a description changed by hand is the mechanic's own job, no longer the
 * task's (its book time would not be the time of what they describe). Null when nothing is said.
 */
export function customJob(job: RecommendedJob | null, description: string, time: string): RecommendedJob | null {
  const text = description.trim().slice(0, MAX_DESCRIPTION);
  if (!text) return null;
  const sameTask = job?.task && text === job.description && time === job.time;
  return { ...(sameTask ? { task: job.task } : {}), description: text, time, parts: job?.parts ?? [] };
}

/** A part put on the job: one more unit of sale of a part already on it, else a new line. */
export function withPart(job: RecommendedJob, sku: string, quantity = 1): RecommendedJob {
  const product = productOf(sku);
  const found = job.parts.find((part) => part.product === product);
  if (found) return withQuantity(job, sku, found.quantity + quantity);
  if (job.parts.length >= MAX_JOB_PARTS) return job;
  return { ...job, parts: [...job.parts, { product, quantity: clampQuantity(quantity) }] };
}

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity)));

/** The units of sale of one part (1 to 999; a pair counts one). */
export function withQuantity(job: RecommendedJob, sku: string, quantity: number): RecommendedJob {
  const product = productOf(sku);
  return {
    ...job,
    parts: job.parts.map((part) => (part.product === product ? { ...part, quantity: clampQuantity(quantity) } : part)),
  };
}

export function withoutPart(job: RecommendedJob, sku: string): RecommendedJob {
  const product = productOf(sku);
  return { ...job, parts: job.parts.filter((part) => part.product !== product) };
}

/** Whether two jobs are the same work (key order and an absent task aside), as the server priced it. */
export function sameJob(a: RecommendedJob | null, b: RecommendedJob | null): boolean {
  const plain = (job: RecommendedJob | null) =>
    job && [job.task ?? null, job.description, job.time, job.parts.map((part) => [part.product, part.quantity])];
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}
