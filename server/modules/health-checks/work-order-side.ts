import type { WorkOrderChange } from '../../../contract/work-orders/intents';
import type { LabourRate, SaveWorkOrder } from '../../../contract/work-orders/routes';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { AuthContext } from '../../http/auth-context';

/**
 * What a health check asks of the work orders' service (server/modules/work-orders), and nothing
 * more: the trade account, the work order's pricing for a recommended job, and the work order an
 * approved item goes onto, changed by the work order's own intents and rules.
 */
export interface WorkOrderSide {
  account(auth: AuthContext): Promise<{ id: string; country: 'GB' | 'IE' }>;
  price(auth: AuthContext, body: Omit<SaveWorkOrder, 'id'>): Promise<WorkOrder>;
  labourRates(auth: AuthContext): Promise<{ 'hydra:member': LabourRate[] }>;
  get(auth: AuthContext, id: string): Promise<WorkOrder>;
  change(auth: AuthContext, id: string, changes: WorkOrderChange[], device: string | undefined): Promise<WorkOrder>;
}
