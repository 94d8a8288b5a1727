import type { RepairTaskGroup } from '../../contract/repair-data/schemas';
import type { WorkOrder } from '../../contract/work-orders/schemas';
import type { LocalEntityRow } from './local-entity';

/** What the device knows of a part it put on a work order, to price it before the server does. */
export interface LocalPart {
  name: string;
  /** Unit price excTax and surcharge, minor units, at the person's prices when it was chosen. */
  price: number;
  surcharge: number;
  multipleOfSaleQuantity: number;
  stockAvailability: number | null;
}

/**
 * A work order as the device keeps it (architecture: "Documents with lines"). `workOrder` is what
 * the screens show: the server's copy with the changes still in the outbox applied on top, and
 * its prices and times derived here (provisional until the server answers). `server` is the
 * server's last word, kept so that each answer can be laid under the changes still waiting.
 */
export interface WorkOrderRow extends LocalEntityRow {
  workOrder: WorkOrder;
  /** The server's last copy; null until it has the work order. */
  server: WorkOrder | null;
  /** Parts chosen on this device, by product reference ('/products/{sku}'), to price them offline. */
  parts: Record<string, LocalPart>;
  /** The vehicle's repair-time tree, kept once seen, so jobs are chosen and overlapped offline. */
  repairTasks: RepairTaskGroup[];
  /**
   * Why the device could not work out the prices of `workOrder` (plain words for the summary), or
   * null/absent when it could: `workOrder` then keeps its last prices until the server's.
   */
  priceFailure?: string | null;
}
