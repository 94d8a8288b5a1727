import type { DocumentNote } from '../../ui/change-notes';
import { linePath } from '../../../contract/documents/clash';
import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import { lineKinds } from '../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import { documentNotes, type DocumentNotes } from '../../documents/document-notes';
import type { EntityChange } from '../../sync/entity-changes';
import { workOrderStore } from './work-order-store';
import { describeClash } from './work-order-words';

/** A refusal or a clash shown beside the field or line of the work order it is about. */
export type WorkOrderNote = DocumentNote;

/** By path: a header field (`mileage`), a line (`workOrderItems[<id>]`) or `status`. */
export type WorkOrderNotes = DocumentNotes;

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

/** Where a violation shows: the line it names (`changes[0].workOrderItems[<id>].quantity`), or its intent's place. */
function violationAt(propertyPath: string, intents: readonly WorkOrderChange[]): string | null {
  const intent = intents[intentIndex(propertyPath)];
  if (!intent) return null;
  const within = propertyPath.replace(/^changes\[\d+\]\.?/, '');
  return /^\w+\[[^\]]+\]/.exec(within)?.[0] ?? targetOf(intent);
}

/** The work order's notes, by the document kit's rule, placed on its fields, lines and status. */
export function notesOf(changes: readonly EntityChange[]): WorkOrderNotes {
  return documentNotes<WorkOrder, WorkOrderChange>(changes, {
    targetOf,
    violationAt,
    clashAt: (clash) => (clash.reason === 'move' ? 'status' : onLine(clash.path)),
    clashesOf: workOrderStore.clashesOf,
    describeClash,
  });
}
