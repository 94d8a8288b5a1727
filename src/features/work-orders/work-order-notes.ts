import type { DocumentNote } from '../../ui/change-notes';
import { linePath } from '../../../contract/documents/clash';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import { lineKinds } from '../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { EntityChange } from '../../sync/entity-changes';
import { localCopy } from './work-order-local';
import { describeClash } from './work-order-words';

/** A refusal or a clash shown beside the field or line of the work order it is about. */
export type WorkOrderNote = DocumentNote;

export interface WorkOrderNotes {
  /** By path: a header field (`mileage`), a line (`workOrderItems[<id>]`) or `status`. */
  byPath: Map<string, WorkOrderNote[]>;
  /** Notes that name nothing the editor shows. */
  general: WorkOrderNote[];
  /** Paths with changes not yet confirmed by the server ("unsaved changes", §4). */
  waiting: Set<string>;
}

/** Where an intent's change shows: the field, or the line (a line's field changes show on its line). */
export function targetOf(change: WorkOrderChange): string {
  switch (change.op) {
    case 'setFields':
      return Object.keys(change.set)[0] ?? 'general';
    case 'addLine':
      return linePath(lineKinds[change.kind], change.line.id);
    case 'updateLine':
    case 'removeLine':
      return linePath(lineKinds[change.kind], change.id);
    case 'authorise':
    case 'decline':
      return linePath(lineKinds[change.kind], change.lineId);
    case 'setStatus':
    case 'orderParts':
      return 'status';
  }
}

/** A clash's or violation's path as the line it is on (`workOrderItems[<id>].quantity` → the line). */
const onLine = (path: string) => /^\w+\[[^\]]+\]/.exec(path)?.[0] ?? path;

/** `changes[2].set.mileage` → the third intent of the request. */
const intentIndex = (propertyPath: string) => Number(/^changes\[(\d+)\]/.exec(propertyPath)?.[1] ?? -1);

export function notesOf(changes: readonly EntityChange[]): WorkOrderNotes {
  const notes: WorkOrderNotes = { byPath: new Map(), general: [], waiting: new Set() };
  const add = (path: string, note: WorkOrderNote) => notes.byPath.set(path, [...(notes.byPath.get(path) ?? []), note]);
  for (const { entry, status } of changes) {
    const intents = (entry.payload as { changes?: WorkOrderChange[] }).changes ?? [];
    for (const intent of intents) notes.waiting.add(targetOf(intent));
    if (status.kind === 'refused') {
      // Each violation in its own words, on the line it names (`changes[0].workOrderItems[<id>].quantity`:
      // a part the branch could not supply) or where its intent's change shows.
      const placed = status.violations.flatMap((violation) => {
        const intent = intents[intentIndex(violation.propertyPath)];
        if (!intent) return [];
        const within = violation.propertyPath.replace(/^changes\[\d+\]\.?/, '');
        const line = /^\w+\[[^\]]+\]/.exec(within)?.[0];
        return [{ path: line ?? targetOf(intent), message: violation.message }];
      });
      if (!placed.length) notes.general.push({ kind: 'refused', entryId: entry.id, message: status.message });
      const seen = new Set<string>();
      for (const { path, message } of placed) {
        if (seen.has(`${path}\n${message}`)) continue;
        seen.add(`${path}\n${message}`);
        add(path, { kind: 'refused', entryId: entry.id, message });
      }
    }
    if (status.kind === 'conflict') {
      const theirs = status.theirs as WorkOrder;
      const context = { parts: {}, repairTasks: [], defaultUplift: theirs.appliedUplift };
      const { clashes } = localCopy(theirs, intents, context, theirs.modifiedAt);
      if (!clashes.length) notes.general.push({ kind: 'refused', entryId: entry.id, message: status.message });
      for (const clash of clashes) {
        const words = describeClash(clash, theirs);
        add(clash.reason === 'move' ? 'status' : onLine(clash.path), { kind: 'conflict', entryId: entry.id, ...words });
      }
    }
  }
  return notes;
}
