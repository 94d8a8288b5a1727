import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Basket, BasketLine } from '../../../../contract/basket/schemas';
import type { Order } from '../../../../contract/orders/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import type { BasketRow } from '../../../../src/db/baskets';
import { registerBasketOperations } from '../../../../src/features/basket/basket-operations';
import { emptyBasket, reprice } from '../../../../src/features/basket/basket-row';
import { confirmAndPay } from '../../../../src/features/basket/basket-store';
import { OrderDecision } from '../../../../src/features/basket/components/order-decision';
import { replayWith } from '../../../../src/sync/replay';
import { claims, fakeApi, json, problem, storeBearerSession, type Call } from '../../support/fake-api';
import { clearDb } from '../../sync/support';

const clock = { now: () => Date.now(), random: () => 0 };
const context = { services: [], isTrade: true };
const basketId = uuidv7();

function line(unitExcTax: number): BasketLine {
  return {
    id: '01a20ae8-cb1b-7eae-ab69-daac6d2bb936',
    product: '/products/100001',
    productVariant: null,
    quantity: 2,
    productName: 'Brembo Front Brake Pad Set for Ford Focus Mk4',
    vehicleOptions: null,
    item: { sku: '100001', name: 'Brembo Front Brake Pad Set for Ford Focus Mk4', brand: { name: 'Brembo' } },
    brandName: 'Brembo',
    componentName: 'Brake Pads',
    categoryIds: ['1', '2'],
    unitPrice: { excTax: unitExcTax },
    taxRate: 2000,
    linePriceTotal: { excTax: 0, incTax: 0 },
    discount: { excTax: 0 },
    promotions: [],
  };
}

/** The basket at a unit price, as the server would answer it (version 4). */
function basketAt(unitExcTax: number): Basket {
  return { ...reprice({ ...emptyBasket(basketId, 'GBP'), lines: [line(unitExcTax)] }, context), version: 4 };
}

function orderOf(basket: Basket, call: Call): Order {
  const { orderId } = call.body as { orderId: string };
  const { totals } = basket;
  return {
    id: orderId,
    reference: 'WB-482913',
    status: 'awaiting-payment',
    progress: 'Awaiting payment',
    babbageAccount: null,
    invoiceNumber: null,
    basketId,
    workOrderId: null,
    customerReference: null,
    vrm: null,
    currency: 'GBP',
    lines: basket.lines,
    shipping: null,
    promotions: [],
    itemsExcTax: totals.itemsExcTax,
    discountExcTax: totals.discountExcTax,
    totalExcTaxAfterDiscount: totals.totalExcTax,
    totalTaxAfterDiscount: totals.totalTax,
    shippingTotalAfterDiscountExcTax: totals.shippingExcTax,
    totalIncTax: totals.totalIncTax,
    totals,
    notices: [],
    createdAt: new Date().toISOString(),
    placedAt: null,
    cancelledAt: null,
    trackingEvents: [],
  };
}

const seen = basketAt(3895);
const dearer = basketAt(4195);

beforeAll(() => registerBasketOperations());

beforeEach(async () => {
  await clearDb();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1' }));
  const { version, ...rest } = seen;
  const row: BasketRow = {
    id: basketId,
    userId: 'u1',
    serverVersion: version,
    provisional: false,
    updatedAt: rest.updatedAt,
    basket: rest,
    pendingPromoCodes: [],
    order: null,
    orderPending: null,
    orderProblem: null,
  };
  await appDb.baskets.put(row);
});

async function decisionShown() {
  await confirmAndPay(basketId);
  await replayWith(clock);
  const entries = await appDb.outbox.toArray();
  expect(entries.map((e) => [e.operation, e.state])).toEqual([
    ['basket.confirm', 'conflict'],
    ['order.pay', 'pending'],
  ]);
  const conflict = await appDb.conflicts.get(entries[0]!.id);
  render(<OrderDecision conflict={conflict} />);
  expect(screen.getByRole('alert').textContent).toContain('Your basket total has changed from £93.48 to £100.68.');
}

describe('a queued order the server would place only at a higher total', () => {
  it(
    'waits for the person; ' + '"Place the order at …" sends it again with the new total, and it is placed once',
    async () => {
      const api = fakeApi({
        [`PUT /baskets/${basketId}/confirm`]: [
          () => problem(409, 'Your basket total has changed from £93.48 to £100.68.', { current: dearer }),
          (call) => json(orderOf(dearer, call), 201),
        ],
        'POST /payment-transactions': (call) =>
          json(
            {
              id: (call.body as { id: string }).id,
              order: '/orders/x',
              amount: dearer.totals.totalIncTax,
              currency: 'GBP',
              provider: 'payOnAccount',
              status: 'completed',
              createdAt: new Date().toISOString(),
            },
            201,
          ),
      });
      await decisionShown();
      fireEvent.click(screen.getByRole('button', { name: 'Place the order at £100.68' }));
      await waitFor(async () => expect((await appDb.outbox.toArray())[0]?.state).toBe('pending'));
      await replayWith(clock);

      const confirms = api.callsTo(`PUT /baskets/${basketId}/confirm`);
      expect(confirms.map((c) => (c.body as { expectedTotalIncTax: number }).expectedTotalIncTax)).toEqual([
        9348, 10068,
      ]);
      // A new request under a new key (the old key keeps its 409 on the server), naming the same
      // order id: the server still cannot make two orders.
      expect(confirms[0]!.headers['idempotency-key']).not.toBe(confirms[1]!.headers['idempotency-key']);
      const orderIds = confirms.map((c) => (c.body as { orderId: string }).orderId);
      expect(orderIds[0]).toBe(orderIds[1]);
      expect(api.callsTo('POST /payment-transactions')).toHaveLength(1);
      const row = await appDb.baskets.get(basketId);
      expect(row?.order).toMatchObject({ reference: 'WB-482913', status: 'placed', totalIncTax: 10068 });
      expect(await appDb.outbox.count()).toBe(0);
    },
  );

  it('"Don\'t place it" drops the order and its payment, and takes the server\'s basket', async () => {
    const api = fakeApi({
      [`PUT /baskets/${basketId}/confirm`]: () =>
        problem(409, 'Your basket total has changed from £93.48 to £100.68.', { current: dearer }),
    });
    await decisionShown();
    fireEvent.click(screen.getByRole('button', { name: "Don't place it" }));
    await waitFor(async () => expect(await appDb.outbox.count()).toBe(0));
    const row = await appDb.baskets.get(basketId);
    expect(row?.orderPending).toBeNull();
    expect(row?.order).toBeNull();
    expect(row?.basket.totals.totalIncTax).toBe(10068);
    await replayWith(clock);
    expect(api.callsTo(`PUT /baskets/${basketId}/confirm`)).toHaveLength(1);
  });
});
