import { type Applied, applyChange, type DocumentRules } from '../documents/apply-change';
import { linePath } from '../documents/clash';
import type { WorkOrderChange } from './intents';
import { canMoveStatus, isClosed } from './lifecycle';
import { type LineKind, lineKinds } from './lines';
import type { WorkOrder } from './schemas';
import { workOrderMessages } from './messages';

/** The part of a work order intents change: everything but what the server derives. */
export type WorkOrderDocument = Pick<
  WorkOrder,
  | 'status'
  | 'workOrderItems'
  | 'workOrderJobs'
  | 'workOrderQuickKits'
  | 'maintenanceSchedules'
  | 'reference'
  | 'comment'
  | 'mileage'
  | 'customerName'
  | 'customerPhone'
> &
  Record<string, unknown>;

/** Notes a closed work order still takes: the header's own words, never its lines or vehicle. */
const ALWAYS_EDITABLE = new Set(['comment', 'reference', 'mileage', 'customerName', 'customerPhone']);

export const workOrderRules: DocumentRules<WorkOrderDocument, LineKind> = {
  listOf: (kind) => lineKinds[kind],
  fieldLocked: (doc, field) => isClosed(doc.status) && !ALWAYS_EDITABLE.has(field),
  lineLocked(doc, kind, line) {
    if (isClosed(doc.status)) return true;
    // A part ordered is on its way: changing or removing its line would not stop the order.
    if (kind === 'item' || kind === 'quickKit') return typeof line['orderedIn'] === 'string';
    // Nor may its job go, as garage systems refuse (design/providers.md).
    if (kind === 'job') return doc.workOrderItems.some((item) => item.jobId === line.id && item.orderedIn !== null);
    return false;
  },
  linesClosed: (doc) => isClosed(doc.status),
  canMove: canMoveStatus,
};

export type WorkOrderApplied<D> = Applied<D> & {
  /** A change that cannot be made at all (not a clash with another device): a 422 with this message. */
  refusal?: { path: string; message: string };
};

/**
 * Applies one intent to a work order: the shared rules (documents/apply-change.ts) and the work
 * order's own intents, the customer's authorisation and ordering the parts. `now` is the
 * server's time when the server applies it, the device's for its provisional copy.
 */
export function applyWorkOrderChange<D extends WorkOrderDocument>(
  doc: D,
  change: WorkOrderChange,
  now: string,
): WorkOrderApplied<D> {
  const none: WorkOrderApplied<D> = { doc, changed: false, clashes: [], moves: [] };
  switch (change.op) {
    case 'authorise': {
      const path = linePath('workOrderJobs', change.jobId);
      const job = doc.workOrderJobs.find((candidate) => candidate.id === change.jobId);
      if (!job) return { ...none, clashes: [{ path, reason: 'removed', yours: change, theirs: null }] };
      const given = job.authorisation;
      if (given && given.by === change.by && given.method === change.method && given.amount === change.amount)
        return none;
      if (isClosed(doc.status)) return { ...none, clashes: [{ path, reason: 'locked', yours: change, theirs: given }] };
      const authorisation = { by: change.by, method: change.method, amount: change.amount, at: now };
      const jobs = doc.workOrderJobs.map((candidate) =>
        candidate.id === job.id ? { ...candidate, authorisation, rev: candidate.rev + 1 } : candidate,
      );
      return { ...none, doc: { ...doc, workOrderJobs: jobs }, changed: true };
    }
    case 'orderParts': {
      // Sent again: the parts are ordered under this order already.
      const orderedHere = (line: { orderedIn?: string | null }) => line.orderedIn === change.orderId;
      if (doc.workOrderItems.some(orderedHere) || doc.workOrderQuickKits.some(orderedHere)) return none;
      if (isClosed(doc.status))
        return { ...none, clashes: [{ path: 'status', reason: 'locked', yours: change, theirs: doc.status }] };
      const toOrder = doc.workOrderItems.filter((item) => item.product !== null && item.orderedIn === null);
      // A kit's chosen parts go on the order too; a kit with a choice still to make waits for it.
      const kitsToOrder = doc.workOrderQuickKits.filter(
        (kit) =>
          !kit.orderedIn &&
          kit.workOrderQuickKitItems.length > 0 &&
          kit.workOrderQuickKitItems.every((item) => item.sku !== null),
      );
      if (!toOrder.length && !kitsToOrder.length)
        return { ...none, refusal: { path: 'workOrderItems', message: workOrderMessages.noPartsToOrder } };
      const items = doc.workOrderItems.map((item) =>
        toOrder.includes(item) ? { ...item, orderedIn: change.orderId, rev: item.rev + 1 } : item,
      );
      const kits = doc.workOrderQuickKits.map((kit) =>
        kitsToOrder.includes(kit) ? { ...kit, orderedIn: change.orderId, rev: kit.rev + 1 } : kit,
      );
      const moves = doc.status === 'pending' ? [{ from: 'pending', to: 'parts-ordered' }] : [];
      const status = doc.status === 'pending' ? 'parts-ordered' : doc.status;
      return {
        doc: { ...doc, workOrderItems: items, workOrderQuickKits: kits, status },
        changed: true,
        clashes: [],
        moves,
      };
    }
    default:
      return applyChange(doc, change, workOrderRules);
  }
}
