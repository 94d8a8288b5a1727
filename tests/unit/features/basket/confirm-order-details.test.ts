import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { registerBasketOperations } from '../../../../src/features/basket/basket-operations';
import { addToBasket, chooseShipping, confirmAndPay, ensureBasket } from '../../../../src/features/basket/basket-store';
import { operationFor } from '../../../../src/sync/operations';
import type { QueuedEntry } from '../../../../src/sync/operations';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { productSummary } from '../../support/products';
import { clearDb } from '../../sync/support';

const context = { services: [], isTrade: false };
const pads = productSummary();

async function placeOrder(details?: { customerReference?: string; vrm?: string }) {
  registerBasketOperations();
  const { id } = await ensureBasket('u1', false, 'GBP');
  await addToBasket(id, pads, 1, context);
  await chooseShipping(id, { service: 'next-day', date: '2026-05-01', name: 'Next day' }, context);
  await confirmAndPay(id, details);
  const entry = (await appDb.outbox.toArray()).find((e) => e.operation === 'basket.confirm');
  if (!entry) throw new Error('no confirm queued');
  return entry;
}

describe('checkout: your reference and the vehicle go with the order (issue 26)', () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
    clearCsrfToken();
    useBearerMode();
    storeBearerSession(claims({ id: 'u1', exp: 2_000_000_000 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('queues the reference trimmed and the registration normalised', async () => {
    const entry = await placeOrder({ customerReference: '  Job 4411 ', vrm: 'ab12 cde' });
    expect(entry.payload).toMatchObject({ customerReference: 'Job 4411', vrm: 'AB12CDE' });
  });

  it('leaves out an empty reference and a registration the server would refuse', async () => {
    const entry = await placeOrder({ customerReference: '   ', vrm: 'NOT A REG!!' });
    expect(entry.payload).not.toHaveProperty('customerReference');
    expect(entry.payload).not.toHaveProperty('vrm');
  });

  it('still reads a confirm queued before these fields existed', () => {
    const old = { orderId: '0190a0b0-0000-7000-8000-000000000001', expectedTotalIncTax: 5699 };
    expect(operationFor('basket.confirm').payload.safeParse(old).success).toBe(true);
  });

  it('sends them in the body of PUT /baskets/{id}/confirm', async () => {
    const entry = await placeOrder({ customerReference: 'Job 4411', vrm: 'AB12CDE' });
    const api = fakeApi({ [`PUT /baskets/${entry.entityId}/confirm`]: () => json({}, 500) });
    await expect(operationFor('basket.confirm').send(entry as QueuedEntry<unknown>, 'screen')).rejects.toThrow();
    expect(api.calls[0]?.body).toMatchObject({ customerReference: 'Job 4411', vrm: 'AB12CDE' });
  });
});
