import { generateKeyBetween } from 'fractional-indexing';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { MaintenancePeriod, RepairTask } from '../../../contract/repair-data/schemas';
import type { answerKinds, WorkOrderChange } from '../../../contract/work-orders/intents';
import type { WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import {
  type AuthorisationMethod,
  lineKinds,
  type LabourRateOverride,
  type LabourRateRef,
  type LineKind,
} from '../../../contract/work-orders/lines';
import { lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import { hundredthsToTime } from '../../../contract/work-orders/pricing/time';
import type { HeaderField } from '../../../contract/work-orders/schemas';
import type { WorkOrder } from '../../../contract/work-orders/schemas';

/**
 * The intents a person's actions on the editor make, each saying what the device saw, so the
 * server can apply them over another tablet's work (architecture: "Documents with lines").
 */

/** The position after every line of the work order: where a new line goes. */
export function nextPosition(doc: WorkOrder): string {
  const positions = (Object.values(lineKinds) as (keyof WorkOrder)[]).flatMap((list) =>
    (doc[list] as { position: string }[]).map((line) => line.position),
  );
  const last = positions.sort().at(-1) ?? null;
  return generateKeyBetween(last, null);
}

export function setField(doc: WorkOrder, field: HeaderField, value: unknown): WorkOrderChange[] {
  if (doc[field] === value) return [];
  return [{ op: 'setFields', base: { [field]: doc[field] }, set: { [field]: value } } as WorkOrderChange];
}

type Line = { id: string; rev: number } & Record<string, unknown>;

export function lineOf(doc: WorkOrder, kind: LineKind, id: string): Line | undefined {
  return (doc[lineKinds[kind]] as unknown as Line[]).find((line) => line.id === id);
}

/** Changes fields of one line, from what the device shows now. */
export function updateLine(
  doc: WorkOrder,
  kind: LineKind,
  id: string,
  set: Record<string, unknown>,
): WorkOrderChange[] {
  const line = lineOf(doc, kind, id);
  if (!line) return [];
  const changed = Object.fromEntries(Object.entries(set).filter(([key, value]) => line[key] !== value));
  if (!Object.keys(changed).length) return [];
  const base = Object.fromEntries(Object.keys(changed).map((key) => [key, line[key] ?? null]));
  return [{ op: 'updateLine', kind, id, base, set: changed } as WorkOrderChange];
}

export function removeLine(doc: WorkOrder, kind: LineKind, id: string): WorkOrderChange[] {
  const line = lineOf(doc, kind, id);
  return line ? [{ op: 'removeLine', kind, id, baseRev: line.rev }] : [];
}

/**
 * The labour rate a line is added at: one of the account's, or an override (goodwill, warranty)
 * with the reason for it, which the server takes at any rate (issue 42).
 */
export interface LabourRateChoice extends LabourRateRef {
  override?: LabourRateOverride | null;
}

/** A line's `labourRate` and `labourRateOverride` from the choice. */
const rated = ({ id, rate, override }: LabourRateChoice) => ({
  labourRate: { id, rate },
  labourRateOverride: override ?? null,
});

/** A repair-time task as a job at the chosen labour rate, with its book time. */
export function addTaskJob(doc: WorkOrder, task: RepairTask, labourRate: LabourRateChoice): WorkOrderChange[] {
  const line = {
    id: uuidv7(),
    position: nextPosition(doc),
    job: task.id,
    description: task.description,
    customJob: null,
    ...rated(labourRate),
    time: hundredthsToTime(task.value),
    overrideTime: null,
    locked: false,
  };
  return [{ op: 'addLine', kind: 'job', line }];
}

/** A custom job (§3): its own description and time, no repair-data task. */
export function addCustomJob(
  doc: WorkOrder,
  job: { description: string; time: string; customJob: string | null },
  labourRate: LabourRateChoice,
): WorkOrderChange[] {
  const line = {
    id: uuidv7(),
    position: nextPosition(doc),
    job: null,
    description: job.description,
    customJob: job.customJob ?? 'custom',
    ...rated(labourRate),
    time: job.time,
    overrideTime: null,
    locked: false,
  };
  return [{ op: 'addLine', kind: 'job', line }];
}

/**
 * A part on the work order. The same part again adds to its line's quantity (a part not yet
 * ordered), as a basket does, rather than a second line.
 */
export function addPart(doc: WorkOrder, sku: string, quantity: number): WorkOrderChange[] {
  const product = `/products/${sku}`;
  const existing = doc.workOrderItems.find(
    (item) => item.product === product && item.orderedIn === null && !item.jobId,
  );
  if (existing) return updateLine(doc, 'item', existing.id, { quantity: Math.min(999, existing.quantity + quantity) });
  const line = {
    id: uuidv7(),
    position: nextPosition(doc),
    product,
    quantity,
    updatedProductName: null,
    additionalServiceName: null,
    additionalServicePrice: null,
    jobId: null,
    overriddenPrice: null,
  };
  return [{ op: 'addLine', kind: 'item', line }];
}

/** An additional service (§3, §5): a name and a price in pence, no product. */
export function addService(doc: WorkOrder, name: string, pence: number): WorkOrderChange[] {
  const line = {
    id: uuidv7(),
    position: nextPosition(doc),
    product: null,
    quantity: 1,
    updatedProductName: null,
    additionalServiceName: name,
    additionalServicePrice: pence,
    jobId: null,
    overriddenPrice: null,
  };
  return [{ op: 'addLine', kind: 'item', line }];
}

type AnswerKind = (typeof answerKinds)[number];

/** The customer's answer on one line: authorised (for what it costs now, as they were told) or declined. */
export interface LineAnswerGiven {
  kind: AnswerKind;
  lineId: string;
  answer: 'authorise' | 'decline';
}

/**
 * The customer's answers (issue 42): each line authorised for what the screen showed it to cost,
 * incTax (the amount agreed, kept as a promise), or declined; who and how, for every one.
 */
export function answerLines(
  doc: WorkOrder,
  given: readonly LineAnswerGiven[],
  by: string,
  method: AuthorisationMethod,
): WorkOrderChange[] {
  const answers = lineAnswers(doc, pricedLines(doc, doc.appliedUplift));
  return given.map(({ kind, lineId, answer }) =>
    answer === 'authorise'
      ? { op: 'authorise', kind, lineId, by, method, amount: answers.get(lineId)?.current ?? 0 }
      : { op: 'decline', kind, lineId, by, method },
  );
}

/** A status move; `override` is the reason to start before the customer agreed to everything. */
export function moveStatus(doc: WorkOrder, to: WorkOrderStatus, reason?: string, override?: string): WorkOrderChange[] {
  return [
    {
      op: 'setStatus',
      from: doc.status,
      to,
      ...(reason ? { reason } : {}),
      ...(override ? { override: { reason: override } } : {}),
    },
  ];
}

/**
 * Orders the parts not yet ordered, as one order with an id made here (idempotent on the server):
 * those the customer agreed to, or all of them with the mechanic's reason (`override`).
 */
export function orderParts(override?: string): WorkOrderChange[] {
  return [{ op: 'orderParts', orderId: uuidv7(), ...(override ? { override: { reason: override } } : {}) }];
}

/** A quick kit (§3–§5) as a line: its type and one item per fitment kept, chosen or not yet. */
export function addQuickKit(
  doc: WorkOrder,
  type: 'brake' | 'service',
  items: {
    componentPart: string;
    sku: string | null;
    quantity: number;
    additionalServiceName: string | null;
    additionalServicePrice: number | null;
  }[],
): WorkOrderChange[] {
  return [
    {
      op: 'addLine',
      kind: 'quickKit',
      line: { id: uuidv7(), position: nextPosition(doc), type, workOrderQuickKitItems: items },
    },
  ];
}

/** A part a repair-time job needs, as the part selection suggests it (contract/work-orders/part-selection.ts). */
export interface JobPart {
  product: string | null;
  quantity: number;
  partRequired: boolean;
}

/**
 * A repair-time job with the parts it needs (§3 haynesProJobParts, §5 "a part is required if
 * flagged required…"): the required ones with a suggested product go on as the job's parts; the
 * rest are the person's to choose. Positions follow one another after every line.
 */
export function addTaskJobWithParts(
  doc: WorkOrder,
  task: RepairTask,
  labourRate: LabourRateChoice,
  parts: readonly JobPart[],
): WorkOrderChange[] {
  const [jobChange] = addTaskJob(doc, task, labourRate);
  if (jobChange?.op !== 'addLine') return [];
  let position = jobChange.line.position;
  const items = parts
    .filter((part) => part.partRequired && part.product)
    .map((part): WorkOrderChange => {
      position = generateKeyBetween(position, null);
      return jobPartLine(jobChange.line.id, position, part.product!, part.quantity);
    });
  return [jobChange, ...items];
}

/** A part of a job (§3 haynesProJobParts): an item line that names its job. */
function jobPartLine(jobId: string, position: string, product: string, quantity: number): WorkOrderChange {
  const line = {
    id: uuidv7(),
    position,
    product,
    quantity,
    updatedProductName: null,
    additionalServiceName: null,
    additionalServicePrice: null,
    jobId,
    overriddenPrice: null,
  };
  return { op: 'addLine', kind: 'item', line };
}

/**
 * A part the job's repair data names, put on afterwards (an optional one the mechanic chose, or a
 * required one the job went on without): the same line the required ones get when the job is
 * added. Nothing when the job is gone or that part is already the job's.
 */
export function addJobPart(
  doc: WorkOrder,
  jobId: string,
  part: { product: string; quantity: number },
): WorkOrderChange[] {
  if (!doc.workOrderJobs.some((job) => job.id === jobId)) return [];
  if (doc.workOrderItems.some((item) => item.jobId === jobId && item.product === part.product)) return [];
  return [jobPartLine(jobId, nextPosition(doc), part.product, part.quantity)];
}

/**
 * Another brand for one item of a kit already on the work order (§3 workOrderQuickKitItems): the
 * kit line's items as they are with that item's sku changed, through the line-update intent. The
 * items travel whole, so two tablets changing the same kit's brands at once clash on the kit.
 * Nothing when the kit is gone, ordered, or already holds that sku there.
 */
export function changeKitBrand(doc: WorkOrder, kitId: string, index: number, sku: string): WorkOrderChange[] {
  const kit = doc.workOrderQuickKits.find((candidate) => candidate.id === kitId);
  const item = kit?.workOrderQuickKitItems[index];
  if (!kit || !item || kit.orderedIn || item.sku === sku) return [];
  const items = kit.workOrderQuickKitItems.map((candidate, at) => (at === index ? { ...candidate, sku } : candidate));
  return updateLine(doc, 'quickKit', kitId, { workOrderQuickKitItems: items });
}

/**
 * A maintenance schedule: one period of the vehicle's maintenance system with its tasks. §4:
 * "Adding a maintenance schedule replaces one with the same id": the one there goes first.
 */
export function addSchedule(
  doc: WorkOrder,
  period: MaintenancePeriod,
  labourRate: LabourRateChoice,
): WorkOrderChange[] {
  const same = doc.maintenanceSchedules.find((schedule) => schedule.maintenanceScheduleId === period.id);
  const line = {
    id: uuidv7(),
    position: nextPosition(doc),
    maintenanceScheduleId: period.id,
    description: period.description,
    ...rated(labourRate),
    haynesProJobs: period.tasks.map((task) => ({
      repairTimeTaskId: task.id,
      description: task.description,
      time: task.value,
      required: task.required,
    })),
  };
  return [
    ...(same ? removeLine(doc, 'maintenanceSchedule', same.id) : []),
    { op: 'addLine', kind: 'maintenanceSchedule', line },
  ];
}
