import { type Applied, applyChange, type DocumentRules } from '../documents/apply-change';
import type { ChangeApplied } from '../documents/apply-changes';
import { linePath } from '../documents/clash';
import { itemProblems, ukThresholds } from './colours';
import type { HealthCheckChange } from './intents';
import type { HealthCheck, HealthCheckItem, HealthCheckStatus } from './schemas';

/** The part of a health check intents change. */
export type HealthCheckDocument = Pick<
  HealthCheck,
  'status' | 'vrm' | 'vehicle' | 'mileage' | 'workOrder' | 'items' | 'photos' | 'answers'
> &
  Partial<Pick<HealthCheck, 'thresholds'>> &
  Record<string, unknown>;

/** The moves a device may make: done, and back to work. Sent and answered are the server's to set. */
const moves: Record<HealthCheckStatus, HealthCheckStatus[]> = {
  'in-progress': ['completed'],
  completed: ['in-progress'],
  sent: [],
  answered: [],
};

const answered = (doc: HealthCheckDocument, itemId: string) => doc.answers.some((answer) => answer.item === itemId);

/**
 * A health check's rules for the shared intents: an item the customer has answered is locked (the
 * price they saw is what they agreed to); everything else stays open while the car is in.
 */
export const healthCheckRules: DocumentRules<HealthCheckDocument, 'item'> = {
  listOf: () => 'items',
  fieldLocked: () => false,
  lineLocked: (doc, _kind, line) => answered(doc, line.id),
  linesClosed: (doc) => doc.status === 'answered',
  canMove: (from, to) => moves[from as HealthCheckStatus]?.includes(to as HealthCheckStatus) ?? false,
  inputOf: (_kind, line) => {
    const { rev: _rev, price: _price, previous: _previous, ...input } = line as unknown as HealthCheckItem;
    return input;
  },
};

/** The items that keep a check from being completed, each with its first problem. */
export function completionProblems(doc: Pick<HealthCheckDocument, 'items' | 'photos' | 'thresholds'>) {
  return doc.items.flatMap((item) => {
    const photoCount = doc.photos.filter((photo) => photo.item === item.id).length;
    const [problem] = itemProblems({ ...item, photoCount }, doc.thresholds ?? ukThresholds);
    return problem ? [{ item, problem }] : [];
  });
}

/**
 * Applies one intent to a health check with the shared rules, as the server does and the device
 * does for its provisional copy. Completing it is refused while an item cannot stand as marked
 * (a colour against its measurement without a reason, red or amber without evidence).
 */
export function applyHealthCheckChange<D extends HealthCheckDocument>(
  doc: D,
  change: HealthCheckChange,
): ChangeApplied<D> {
  const applied: Applied<D> = applyChange(doc, change, healthCheckRules);
  if (change.op !== 'setStatus' || change.to !== 'completed' || !applied.changed) return applied;
  const [first] = completionProblems(applied.doc);
  if (!first) return applied;
  return {
    ...applied,
    doc,
    changed: false,
    refusal: { path: linePath('items', first.item.id, first.problem.field), message: first.problem.message },
  };
}
