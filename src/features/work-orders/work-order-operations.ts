import { workOrderRules } from '../../../contract/work-orders/apply';
import { registerDocumentOperations } from '../../documents/document-operations';
import { ordersParts } from './work-order-payloads';
import { workOrderStore } from './work-order-store';
import { describeClash } from './work-order-words';

/** The work orders' operations in the sync registry (the document kit's); app/ calls this once at start. */
export function registerWorkOrderOperations(): void {
  registerDocumentOperations(workOrderStore, {
    requests: () => import('./api/work-order-requests'),
    rules: workOrderRules,
    describeClash,
    alone: ordersParts,
  });
}
