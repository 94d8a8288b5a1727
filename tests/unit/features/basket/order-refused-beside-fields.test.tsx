import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BasketLine } from '../../../../contract/basket/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { shippingMessages } from '../../../../contract/shipping/messages';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import type { BasketRow } from '../../../../src/db/baskets';
import { basketChanges } from '../../../../src/features/basket/basket-changes';
import { registerBasketOperations } from '../../../../src/features/basket/basket-operations';
import { emptyBasket, reprice } from '../../../../src/features/basket/basket-row';
import { confirmAndPay } from '../../../../src/features/basket/basket-store';
import { BasketLines } from '../../../../src/features/basket/components/basket-lines';
import { orderRefusalOf } from '../../../../src/features/basket/order-refusal';
import { entityChanges } from '../../../../src/sync/entity-changes-read';
import { replayWith } from '../../../../src/sync/replay';
import { claims, fakeApi, problem, storeBearerSession } from '../../support/fake-api';
import { renderAt } from '../../support/render';
import { clearDb } from '../../sync/support';

const clock = { now: () => Date.now(), random: () => 0 };
const context = { services: [], isTrade: true };
const basketId = uuidv7();

const line = (id: string, sku: string, name: string): BasketLine => ({
  id,
  product: `/products/${sku}`,
  productVariant: null,
  quantity: 3,
  productName: name,
  vehicleOptions: null,
  item: { sku, name, brand: { name: 'Brembo' } },
  brandName: 'Brembo',
  componentName: 'Brakes',
  categoryIds: ['1'],
  unitPrice: { excTax: 3895 },
  taxRate: 2000,
  linePriceTotal: { excTax: 0, incTax: 0 },
  discount: { excTax: 0 },
  promotions: [],
});
const pads = line(uuidv7(), '100001', 'Front Brake Pad Set');
const discs = line(uuidv7(), '100002', 'Front Brake Disc Pair');
const short = 'Only 2 left at Leeds Kirkstall.';

beforeAll(() => registerBasketOperations());

beforeEach(async () => {
  await clearDb();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1' }));
  const basket = reprice({ ...emptyBasket(basketId, 'GBP'), lines: [pads, discs] }, context);
  const row: BasketRow = {
    id: basketId,
    userId: 'u1',
    serverVersion: 4,
    provisional: false,
    updatedAt: basket.updatedAt,
    basket: { ...basket, shipping: { service: 'click-and-collect', date: '2026-03-10' } },
    pendingPromoCodes: [],
    order: null,
    orderPending: null,
    orderProblem: null,
  };
  await appDb.baskets.put(row);
});

describe('an order refused with 422 (BSK-13)', () => {
  it('shows each violation beside the line or the delivery it names, not only as a page alert', async () => {
    fakeApi({
      [`PUT /baskets/${basketId}/confirm`]: () =>
        problem(422, 'Validation failed', {
          '@type': 'ConstraintViolationList',
          violations: [
            { propertyPath: 'lines[1].quantity', message: short },
            { propertyPath: 'shipping.date', message: shippingMessages.pastDate },
          ],
        }),
    });
    await confirmAndPay(basketId);
    await replayWith(clock);
    const row = await appDb.baskets.get(basketId);
    expect(row?.orderProblem).toBeTruthy();

    const refusal = orderRefusalOf(basketChanges(await entityChanges(basketId)).order, row!.basket.lines);
    expect(refusal?.lines).toEqual(new Map([[discs.id, short]]));
    expect(refusal?.shipping).toBe(shippingMessages.pastDate);

    renderAt(
      <BasketLines
        lines={row!.basket.lines}
        currency="GBP"
        editable
        onQuantity={() => undefined}
        orderProblems={refusal!.lines}
      />,
    );
    const [padsLine, discsLine] = screen.getAllByRole('listitem');
    expect(within(discsLine!).getByRole('alert').textContent).toBe(short);
    expect(within(padsLine!).queryByRole('alert')).toBeNull();
    const quantity = within(discsLine!).getByRole('spinbutton');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(within(discsLine!).getByRole('alert').id);
  });
});
