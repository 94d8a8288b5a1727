import { linePath } from '../../../contract/documents/clash';
import type { Violation } from '../../../contract/errors';
import { workOrderMessages as m } from '../../../contract/work-orders/messages';
import { answererIds, lineAnswers } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import type { PartsOrder, WorkOrder } from '../../../contract/work-orders/schemas';
import { HttpProblem } from '../../http/problem';
import { productKey } from '../basket/basket.service';
import type { PartsOrderService, PartToOrder } from '../orders/orders.service';
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

/** The nearest other branch holding at least this many of a part, for a part the branch is short of. */
export type StockElsewhere = (
  sku: string,
  quantity: number,
  branchId: string,
) => Promise<{ name: string; stock: number } | null>;

/** How the order is made: each attempt in a savepoint, and where else a short part is held. */
export interface OrderPartsOptions {
  attempt?: <T>(fn: () => Promise<T>) => Promise<T>;
  stockElsewhere?: StockElsewhere;
}

/** The parts the intent put under `orderId`: items with a product, and each chosen part of a kit. */
function partsOf(doc: WorkOrder, orderId: string): (PartToOrder & { label: string; owner: string })[] {
  const items = doc.workOrderItems.flatMap((item) =>
    item.orderedIn === orderId && item.product
      ? [
          {
            lineId: item.id,
            owner: item.id,
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
                  owner: kit.id,
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

/** One part left off the order, with why, for the person who asked for it. */
type Left = { lineId: string; name: string; reason: string };

/**
 * The parts the request leaves for now and why (issue 42: "a kit item still unchosen is named as
 * not ordered, never dropped without a word"): parts the customer has not agreed to or declined,
 * and kit items without a brand. Lines ordered before, and additional services, are not parts to
 * order.
 */
function leftByRules(doc: WorkOrder): Left[] {
  const answers = lineAnswers(doc, pricedLines(doc, doc.appliedUplift));
  const owners = answererIds(doc);
  const why = (id: string) => {
    const state = answers.get(owners.get(id) ?? id)?.state;
    return state === 'declined' ? m.notOrderedDeclined : m.notOrderedAwaiting;
  };
  const items = doc.workOrderItems.flatMap((item) =>
    item.product && item.orderedIn === null
      ? [{ lineId: item.id, name: item.productName ?? productKey(item.product), reason: why(item.id) }]
      : [],
  );
  const kits = doc.workOrderQuickKits.flatMap((kit) =>
    kit.orderedIn
      ? []
      : kit.workOrderQuickKitItems.map((part) => ({
          lineId: kit.id,
          name: part.componentPart,
          reason: part.sku === null ? m.notOrderedUnchosen : why(kit.id),
        })),
  );
  return [...items, ...kits];
}

/**
 * Makes the order the work order's `orderParts` intent asked for (issues 24, 42): one order at
 * the account's branch, its stock taken, for the parts the branch can supply; a part it cannot
 * (out of stock, not sold online) is left off with its reason and the rest is ordered, never all
 * refused for one oil filter. Each attempt runs in a savepoint (`attempt`), so a refused attempt
 * leaves nothing behind. Only when no part can be ordered is the request refused, beside each
 * part. The intent is applied only once (a replay finds its lines already ordered and never gets
 * here), and the order keeps the device's id.
 */
export async function orderParts(
  orders: PartsOrderService,
  request: OrderPartsRequest,
  { attempt = (fn) => fn(), stockElsewhere }: OrderPartsOptions = {},
): Promise<{ order: PartsOrder; refusedLines: string[] }> {
  const { doc, index, orderId, account } = request;
  let parts = partsOf(doc, orderId);
  const intent = `changes[${index}]`;
  const refused: (Left & { path: string; message: string; sku?: string; quantity: number })[] = [];
  for (;;) {
    try {
      const toPlace = parts;
      const order = await attempt(() =>
        orders.place({
          orderId,
          userId: request.userId,
          workOrderId: doc.id,
          workOrderNumber: doc.workOrderNumber ?? null,
          vrm: doc.vrm ?? null,
          accountId: account.id,
          branch: { id: account.branchId, name: account.branchName },
          currency: doc.currency,
          parts: toPlace,
          now: request.now,
          ...(request.takeStock === false ? { takeStock: false } : {}),
        }),
      );
      const elsewhere = await Promise.all(
        refused.map((part) =>
          stockElsewhere && part.sku ? stockElsewhere(part.sku, part.quantity, account.branchId) : null,
        ),
      );
      const notOrdered = [
        ...refused.map(({ name, reason }, at) => {
          const branch = elsewhere[at];
          return { name, reason: branch ? `${reason}; ${branch.stock} in stock at ${branch.name}` : reason };
        }),
        ...leftByRules(doc).map(({ name, reason }) => ({ name, reason })),
      ];
      return {
        order: {
          id: order.id,
          reference: order.reference,
          placedAt: order.placedAt ?? request.now.toISOString(),
          totalIncTax: order.totalIncTax,
          ...(notOrdered.length ? { notOrdered } : {}),
        },
        refusedLines: [...new Set(refused.map((part) => part.lineId))],
      };
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.statusCode !== 422 || !error.violations) throw error;
      const named = error.violations.flatMap((violation) => {
        const part = parts.find((candidate) => candidate.path === violation.propertyPath);
        return part ? [{ ...part, message: violation.message }] : [];
      });
      // A kit is ordered whole: one of its parts refused leaves the kit's others with it.
      const lines = new Set(named.map((part) => part.owner));
      const left = parts.filter((part) => lines.has(part.owner));
      const rest = parts.filter((part) => !left.includes(part));
      refused.push(
        ...left.map((part) => {
          const own = named.find((candidate) => candidate.path === part.path && candidate.sku === part.sku);
          const message = own?.message ?? m.notOrderedWithKit;
          return {
            lineId: part.owner,
            name: part.label,
            // 'out of stock at Leeds Kirkstall', as it reads after "not ordered:".
            reason: message.replace(/^This item is /, '').replace(/\.$/, ''),
            path: part.path,
            message,
            ...(own ? { sku: part.sku } : {}),
            quantity: part.quantity,
          };
        }),
      );
      // Something the parts cannot explain (the order id taken), or nothing left to order: refused whole.
      if (!named.length || !rest.length) throw refusedWhole(error, refused, intent);
      parts = rest;
    }
  }
}

/** No part could be ordered: the request refused, each part's reason beside it and together. */
function refusedWhole(error: HttpProblem, refused: (Left & { path: string; message: string })[], intent: string) {
  if (!refused.length) {
    const message = error.violations?.[0]?.message ?? error.message;
    return new HttpProblem(422, message, [{ propertyPath: intent, message }], error);
  }
  const message = m.partsNotOrdered([...new Set(refused.map((part) => `${part.name}: ${part.message}`))]);
  const beside: Violation[] = refused.map((part) => ({
    propertyPath: `${intent}.${part.path}`,
    message: part.message,
  }));
  return new HttpProblem(422, message, [{ propertyPath: intent, message }, ...beside], error);
}
