import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { SaveWorkOrder } from '../../../contract/work-orders/routes';
import {
  foldChanges as foldDocumentChanges,
  type ChangesPayload as DocumentChanges,
  type CreatePayload as DocumentCreate,
} from '../../documents/document-payloads';

/** What a work order's queued requests carry (the kit's payloads, src/documents/document-payloads.ts). */
export type ChangesPayload = DocumentChanges<WorkOrderChange>;
export type CreatePayload = DocumentCreate<SaveWorkOrder>;

/** The server takes at most this many intents in one request (contract/work-orders/intents.ts). */
export const MAX_CHANGES_PER_REQUEST = 50;

/**
 * An order goes alone: a part the branch cannot supply refuses its request, and that must not
 * take the edits queued beside it down too.
 */
export const ordersParts = (change: WorkOrderChange) => change.op === 'orderParts';

/** Queued change requests folded into one while they fit (the kit's fold, orders alone). */
export const foldChanges = foldDocumentChanges<WorkOrderChange>(MAX_CHANGES_PER_REQUEST, ordersParts);
