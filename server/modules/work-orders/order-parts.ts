import { linePath } from '../../../contract/documents/clash';
import type { Violation } from '../../../contract/errors';
import { workOrderMessages } from '../../../contract/work-orders/messages';
import type { PartsOrder, WorkOrder } from '../../../contract/work-orders/schemas';
import { HttpProblem } from '../../http/problem';
import { productKey } from '../basket/basket-products.repository';
import type { PartsOrderService, PartToOrder } from '../orders/parts-order.service';
import type { WorkOrderAccount } from './work-orders.repository';

export interface OrderPartsRequest {
  /** The work order with the intents applied: its lines ordered under `orderId` are the parts. */
  doc: WorkOrder;
  /** The `orderParts` intent's place in the request, for the refusal's paths. */
  index: number;
  orderId: string;
  account: WorkOrderAccount;
  userId: string;
  now: Date;
  /** False for the demo's past orders (parts-order.service.ts). */
  takeStock?: boolean;
}

/** The parts the intent put under `orderId`: items with a product, and each chosen part of a kit. */
function partsOf(doc: WorkOrder, orderId: string): (PartToOrder & { label: string })[] {
  const items = doc.workOrderItems.flatMap((item) =>
    item.orderedIn === orderId && item.product
      ? [
          {
            lineId: item.id,
            path: `${linePath('workOrderItems', item.id)}.quantity`,
            sku: productKey(item.product),
            quantity: item.quantity,
            label: item.productName ?? productKey(item.product),
          },
        ]
      : [],
  );
  const kits = doc.workOrderQuickKits.flatMap((kit) =>
    kit.orderedIn === orderId
      ? kit.workOrderQuickKitItems.flatMap((part, position) =>
          part.sku
            ? [
                {
                  lineId: `${kit.id}-${position}`,
                  path: linePath('workOrderQuickKits', kit.id),
                  sku: part.sku,
                  quantity: part.quantity,
                  label: part.componentPart,
                },
              ]
            : [],
        )
      : [],
  );
  return [...items, ...kits];
}

/**
 * Makes the order the work order's `orderParts` intent asked for (issue 24): one order at the
 * account's branch, its stock taken. The intent is applied only once (a replay finds its lines
 * already ordered and never gets here), and the order keeps the device's id. A part the branch
 * cannot supply is refused beside that part, and every such part is named at the status buttons,
 * where the person asked for the order.
 */
export async function orderParts(orders: PartsOrderService, request: OrderPartsRequest): Promise<PartsOrder> {
  const { doc, index, orderId, account } = request;
  const parts = partsOf(doc, orderId);
  const intent = `changes[${index}]`;
  let order;
  try {
    order = await orders.place({
      orderId,
      userId: request.userId,
      workOrderId: doc.id,
      workOrderNumber: doc.workOrderNumber ?? null,
      vrm: doc.vrm ?? null,
      accountId: account.id,
      branch: { id: account.branchId, name: account.branchName },
      currency: doc.currency,
      parts,
      now: request.now,
      ...(request.takeStock === false ? { takeStock: false } : {}),
    });
  } catch (error) {
    if (!(error instanceof HttpProblem) || error.statusCode !== 422 || !error.violations) throw error;
    const named = error.violations.map((violation) => {
      const part = parts.find((candidate) => candidate.path === violation.propertyPath);
      return part ? `${part.label}: ${violation.message}` : violation.message;
    });
    const message = workOrderMessages.partsNotOrdered([...new Set(named)]);
    const beside: Violation[] = error.violations.flatMap((violation) =>
      parts.some((part) => part.path === violation.propertyPath)
        ? [{ propertyPath: `${intent}.${violation.propertyPath}`, message: violation.message }]
        : [],
    );
    throw new HttpProblem(422, message, [{ propertyPath: intent, message }, ...beside], error);
  }
  return {
    id: order.id,
    reference: order.reference,
    placedAt: order.placedAt ?? request.now.toISOString(),
    totalIncTax: order.totalIncTax,
  };
}
