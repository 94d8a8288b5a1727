import { deriveWorkOrder, overlapRequest } from '../../../contract/work-orders/derive';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { FillQuickKitPrices } from './quick-kit-prices';
import type { WorkOrderAccount } from './work-orders.repository';

/** What the server derives after every write (contract/work-orders/derive.ts), with what only it knows. */
export type DeriveWorkOrder = (doc: WorkOrder, account: WorkOrderAccount) => Promise<WorkOrder>;

/** Each chosen repair task's time after overlap, by task id (repair data's rule), in hundredths. */
export type OverlapTimes = (
  tecdocId: number,
  tasks: { repairTaskId: string; defaultTime: number }[],
) => Promise<Map<string, number>>;

export interface DeriveDeps {
  defaultUplift(accountId: string): Promise<number>;
  /** The repair-data provider's overlap; without one, each task keeps its book time. */
  overlap?: OverlapTimes;
  /** The quick kits' chosen parts priced from the catalogue (quick-kit-prices.ts); without it they keep theirs. */
  quickKitPrices?: FillQuickKitPrices;
}

export function createDeriveWorkOrder({ defaultUplift, overlap, quickKitPrices }: DeriveDeps): DeriveWorkOrder {
  return async (given, account) => {
    const doc = quickKitPrices ? await quickKitPrices(given, account) : given;
    const tasks = overlapRequest(doc);
    const overlapped =
      overlap && doc.tecdocId && tasks.length ? await overlap(doc.tecdocId, tasks) : new Map<string, number>();
    // §4: a null uplift lets the server apply the account's default.
    const uplift = doc.uplift ?? (await defaultUplift(account.id));
    return deriveWorkOrder(doc, { country: account.country, uplift, overlapped });
  };
}
