import { type Applied, applyChange, type DocumentRules } from '../documents/apply-change';
import { linePath } from '../documents/clash';
import { formatMoney } from '../money/format-money';
import type { answerKinds, WorkOrderChange } from './intents';
import { canMoveStatus, isClosed, type WorkOrderStatus } from './lifecycle';
import { type Authorisation, type Decline, type LineKind, lineKinds } from './lines';
import {
  type Answerable,
  answererIds,
  authorisationTotals,
  type LineAnswer,
  lineAnswers,
} from './pricing/authorisation';
import { pricedLines } from './pricing/priced-lines';
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
  | 'currency'
> & { appliedUplift?: number } & Record<string, unknown>;

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
  // The whole line: the server's schema for an added line keeps only what a device may set.
  inputOf: (_kind, line) => line,
};

type AnswerKind = (typeof answerKinds)[number];

export type WorkOrderApplied<D> = Applied<D> & {
  /** A change that cannot be made at all (not a clash with another device): a 422 with this message. */
  refusal?: { path: string; message: string };
};

/** The line an answer is about, in its list; undefined when it is not there. */
function answeredLine<D extends WorkOrderDocument>(doc: D, kind: AnswerKind, id: string) {
  const list = lineKinds[kind];
  const lines = doc[list] as readonly (Answerable & { rev: number })[];
  return { list, line: lines.find((candidate) => candidate.id === id) };
}

/**
 * What the customer has agreed to, priced as the work order stands (authorisation.ts). A work
 * order that cannot be priced here (a time past HH:MM) is read as nothing agreed: the rules that
 * ask (ordering parts, starting work) then ask for the customer's answer or a reason.
 */
function answersOf(doc: WorkOrderDocument): Map<string, LineAnswer> | null {
  try {
    return lineAnswers(doc, pricedLines(doc, doc.appliedUplift ?? 0));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Whether what a line answers through is agreed in full: authorised, and not raised since. */
function isAgreed(answers: Map<string, LineAnswer> | null, owners: Map<string, string>, id: string): boolean {
  const answer = answers?.get(owners.get(id) ?? id);
  return answer?.state === 'authorised';
}

/**
 * Applies one intent to a work order: the shared rules (documents/apply-change.ts) and the work
 * order's own intents: the customer's answers, ordering the parts, and starting the work only for
 * what the customer agreed to (issue 42). `now` is the server's time when the server applies it,
 * the device's for its provisional copy.
 */
export function applyWorkOrderChange<D extends WorkOrderDocument>(
  doc: D,
  change: WorkOrderChange,
  now: string,
): WorkOrderApplied<D> {
  const none: WorkOrderApplied<D> = { doc, changed: false, clashes: [], moves: [] };
  switch (change.op) {
    case 'authorise':
    case 'decline': {
      const { list, line } = answeredLine(doc, change.kind, change.lineId);
      const path = linePath(list, change.lineId);
      if (!line) return { ...none, clashes: [{ path, reason: 'removed', yours: change, theirs: null }] };
      const given = line.authorisation as Authorisation | null | undefined;
      const said = line.declined as Decline | null | undefined;
      // Sent again: the same answer is there already.
      if (
        change.op === 'authorise' &&
        given?.by === change.by &&
        given.method === change.method &&
        given.amount === change.amount
      )
        return none;
      if (change.op === 'decline' && !given && said?.by === change.by && said.method === change.method) return none;
      if (isClosed(doc.status)) return { ...none, clashes: [{ path, reason: 'locked', yours: change, theirs: given }] };
      const answered =
        change.op === 'authorise'
          ? {
              authorisation: { by: change.by, method: change.method, amount: change.amount, at: now },
              // The earlier promise stays as it was given.
              authorisedBefore: [
                ...((line.authorisedBefore as Authorisation[] | undefined) ?? []),
                ...(given ? [given] : []),
              ],
              declined: null,
            }
          : given
            ? // An agreed amount is a promise: a no afterwards does not undo it.
              {}
            : { declined: { by: change.by, method: change.method, at: now } };
      if (!Object.keys(answered).length)
        return { ...none, clashes: [{ path, reason: 'locked', yours: change, theirs: given }] };
      const lines = (doc[list] as (Answerable & { rev: number })[]).map((candidate) =>
        candidate.id === line.id ? { ...candidate, ...answered, rev: candidate.rev + 1 } : candidate,
      );
      return { ...none, doc: { ...doc, [list]: lines }, changed: true };
    }
    case 'orderParts': {
      // Sent again: the parts are ordered under this order already.
      const orderedHere = (line: { orderedIn?: string | null }) => line.orderedIn === change.orderId;
      if (doc.workOrderItems.some(orderedHere) || doc.workOrderQuickKits.some(orderedHere)) return none;
      if (isClosed(doc.status))
        return { ...none, clashes: [{ path: 'status', reason: 'locked', yours: change, theirs: doc.status }] };
      const answers = answersOf(doc);
      const owners = answererIds(doc);
      // Only what the customer agreed to, unless the mechanic gave a reason to go ahead; never a declined line.
      const may = (id: string) =>
        answers?.get(owners.get(id) ?? id)?.state !== 'declined' &&
        (change.override !== undefined || isAgreed(answers, owners, id));
      const toOrder = doc.workOrderItems.filter(
        (item) => item.product !== null && item.orderedIn === null && may(item.id),
      );
      // A kit's chosen parts go on the order too; a kit with a choice still to make waits for it.
      const kitsToOrder = doc.workOrderQuickKits.filter(
        (kit) =>
          !kit.orderedIn &&
          kit.workOrderQuickKitItems.length > 0 &&
          kit.workOrderQuickKitItems.every((item) => item.sku !== null) &&
          may(kit.id),
      );
      if (!toOrder.length && !kitsToOrder.length) {
        const waiting = doc.workOrderItems.some((item) => item.product !== null && item.orderedIn === null);
        const message = waiting ? workOrderMessages.nothingAuthorisedToOrder : workOrderMessages.noPartsToOrder;
        return { ...none, refusal: { path: 'workOrderItems', message } };
      }
      const items = doc.workOrderItems.map((item) =>
        toOrder.includes(item) ? { ...item, orderedIn: change.orderId, rev: item.rev + 1 } : item,
      );
      const kits = doc.workOrderQuickKits.map((kit) =>
        kitsToOrder.includes(kit) ? { ...kit, orderedIn: change.orderId, rev: kit.rev + 1 } : kit,
      );
      const reason = change.override ? { reason: `Ordered before authorisation: ${change.override.reason}` } : {};
      const moves = doc.status === 'pending' ? [{ from: 'pending', to: 'parts-ordered', ...reason }] : [];
      const status = doc.status === 'pending' ? 'parts-ordered' : doc.status;
      return {
        doc: { ...doc, workOrderItems: items, workOrderQuickKits: kits, status },
        changed: true,
        clashes: [],
        moves,
      };
    }
    case 'setStatus': {
      // Work starts on what the customer agreed to: anything awaiting needs their answer or a reason.
      // (A completed one reopened for a comeback was agreed and done; its reason is its record.)
      const starting = change.to === 'in-progress' && doc.status === change.from && change.from !== 'completed';
      if (starting && change.override === undefined) {
        const answers = answersOf(doc);
        const awaiting = answers ? authorisationTotals(answers.values()).awaiting : null;
        if (awaiting === null || awaiting > 0) {
          const amount = formatMoney(awaiting ?? 0, doc.currency === 'EUR' ? 'EUR' : 'GBP');
          return { ...none, refusal: { path: 'status', message: workOrderMessages.awaitingAuthorisation(amount) } };
        }
      }
      const applied = applyChange(doc, change, workOrderRules);
      if (!change.override || !applied.changed) return applied;
      const reason = `Started before authorisation: ${change.override.reason}`;
      return {
        ...applied,
        moves: applied.moves.map((move) => ({ ...move, reason: move.reason ? `${move.reason}. ${reason}` : reason })),
      };
    }
    default:
      return applyChange(doc, change, workOrderRules);
  }
}

/** Who moved the status, when and on which device: the server's user, or the device before it syncs. */
export interface MoveStamp {
  at: string;
  by: string;
  device: string | null;
}

/**
 * A work order's own apply for the kit's loop (documents/apply-changes.ts), server and device
 * alike: one intent applied at `stamp.at`, its status moves written into the history.
 */
export const applyToWorkOrder =
  (stamp: MoveStamp) =>
  <D extends WorkOrderDocument & Pick<WorkOrder, 'statusHistory'>>(doc: D, change: WorkOrderChange) => {
    const applied = applyWorkOrderChange(doc, change, stamp.at);
    if (!applied.moves.length) return applied;
    const moves = applied.moves.map((move) => ({
      from: move.from as WorkOrderStatus,
      to: move.to as WorkOrderStatus,
      ...stamp,
      reason: move.reason ?? null,
    }));
    return { ...applied, doc: { ...applied.doc, statusHistory: [...applied.doc.statusHistory, ...moves] } };
  };
