import { pricedLines, type PricedLine, type PricedWorkOrder } from './priced-lines';

/**
 * What each line of a work order shows on screen, excluding VAT (issue 42, "Prices that add up on
 * screen"): a job's labour, a schedule's labour (its required tasks) and parts, an item's part and
 * its additional service, a quick kit's chosen parts and services. The amounts are the summary's
 * own priced lines (priced-lines.ts) gathered by the line they come from, so the lines shown add
 * up to the summary to the penny, with or without uplift: the summary's labour is every line's
 * labour and services, its parts every line's parts, its total every line's total.
 *
 * Each line is priced on its own, so one line that cannot be priced (a time that is not 'HH:MM',
 * a price that is not whole minor units) leaves the others shown; it is left out of `lines`, and
 * `failure` names what went wrong (the first such line's RangeError), for the screen to say that
 * the prices could not be worked out here.
 */

/** One line's amounts, in minor units excluding VAT; `total` is their sum. */
export interface ShownAmounts {
  /** A job's labour, or a schedule's tasks' labour, with the uplift in force. */
  labour: number;
  /** Parts: an item's, a schedule task's, a quick kit's chosen ones. */
  part: number;
  /** Additional services: an item's, or a quick kit's items'. Never uplifted; counts as labour. */
  service: number;
  total: number;
}

export interface ShownLines {
  /** By the id of the job, item, schedule or quick kit (ids are unique across a work order). */
  lines: ReadonlyMap<string, ShownAmounts>;
  /** Why a line could not be priced, or null when every line was. */
  failure: string | null;
}

const none = (): ShownAmounts => ({ labour: 0, part: 0, service: 0, total: 0 });

const FIELD_OF_SOURCE = { labour: 'labour', part: 'part', additionalService: 'service' } as const;

function gathered(lines: readonly PricedLine[]): ShownAmounts {
  const amounts = none();
  for (const line of lines) {
    amounts[FIELD_OF_SOURCE[line.source]] += line.excTax;
    amounts.total += line.excTax;
  }
  return amounts;
}

/** The amounts each line of the work order shows, with the uplift in force (effectiveUplift). */
export function shownLines(doc: PricedWorkOrder, upliftPercent: number): ShownLines {
  const lines = new Map<string, ShownAmounts>();
  let failure: string | null = null;
  const empty: PricedWorkOrder = {
    workOrderJobs: [],
    workOrderItems: [],
    maintenanceSchedules: [],
    workOrderQuickKits: [],
  };
  const alone: { id: string; of: PricedWorkOrder }[] = [
    ...doc.workOrderJobs.map((job) => ({ id: job.id, of: { ...empty, workOrderJobs: [job] } })),
    ...(doc.maintenanceSchedules ?? []).map((schedule) => ({
      id: schedule.id,
      of: { ...empty, maintenanceSchedules: [schedule] },
    })),
    ...doc.workOrderItems.map((item) => ({ id: item.id, of: { ...empty, workOrderItems: [item] } })),
    ...(doc.workOrderQuickKits ?? []).map((kit) => ({ id: kit.id, of: { ...empty, workOrderQuickKits: [kit] } })),
  ];
  // Where a line counts (jobs or items) and its authorisation do not change its amounts, so each
  // line priced alone is priced exactly as in the whole work order.
  for (const { id, of } of alone) {
    try {
      lines.set(id, gathered(pricedLines(of, upliftPercent)));
    } catch (error) {
      failure ??= error instanceof Error ? error.message : String(error);
    }
  }
  return { lines, failure };
}

/** The sum of shown amounts: what the summary's labour (labour + services), parts and total are. */
export function sumShown(amounts: Iterable<ShownAmounts>): ShownAmounts {
  const sum = none();
  for (const amount of amounts) {
    sum.labour += amount.labour;
    sum.part += amount.part;
    sum.service += amount.service;
    sum.total += amount.total;
  }
  return sum;
}
