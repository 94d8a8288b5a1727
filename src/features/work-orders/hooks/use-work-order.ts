import { useDocument } from '../../../documents/use-document';
import { useSession } from '../../../session/use-session';
import { pullWorkOrder } from '../api/pull-work-orders';
import { workOrderStore } from '../work-order-store';

/** One work order from the device, as the document kit keeps it (src/documents/use-document.ts). */
export function useWorkOrder(id: string) {
  const { claims } = useSession();
  const userId = claims?.id ?? '';
  return { userId, ...useDocument(workOrderStore, pullWorkOrder, userId, id) };
}
