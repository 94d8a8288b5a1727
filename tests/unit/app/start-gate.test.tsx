import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_WAIT_LIMIT_MS, StartGate } from '../../../src/app/start-gate';
import { clearCsrfToken } from '../../../src/api/csrf';
import { appDb } from '../../../src/db/app-db';
import { emptyBasket } from '../../../src/features/basket/basket-row';
import { setSessionStatus } from '../../../src/session/session-status';
import { clearDb } from '../sync/support';
import { claims, fakeApi, json, problem, storeBearerSession, useBearerMode, guestClaims } from '../support/fake-api';
import { renderAt } from '../support/render';

const user = claims({ id: 'u1', exp: 2_000_000_000 });
const guest = guestClaims();
const COMPARISON = 'GET /storefront/product-comparisons?currency=GBP';
const CONFIGURATION = 'GET /work-orders-configuration';
const configured = { workOrdersConfigured: true, defaultUplift: 10, currency: 'GBP', country: 'GB' };
const BASKET_ID = '0190a000-0000-7000-8000-000000000001';

/** A basket the server has had (version 1), stored as the session's. */
async function storeBasket(userId: string, key: string) {
  localStorage.setItem(key, BASKET_ID);
  await appDb.baskets.put({
    id: BASKET_ID,
    userId,
    serverVersion: 1,
    provisional: false,
    updatedAt: new Date(0).toISOString(),
    basket: emptyBasket(BASKET_ID, 'GBP'),
    pendingPromoCodes: [],
    order: null,
    orderPending: null,
    orderProblem: null,
  });
}

function deferred() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer };
}

const spinner = () => screen.queryByRole('status', { name: 'Loading' });
const page = () => screen.queryByRole('heading', { name: 'The page' });
const renderGate = () =>
  renderAt(
    <StartGate>
      <h1>The page</h1>
    </StartGate>,
  );

beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  useBearerMode();
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the full-screen spinner at app start', () => {
  it('waits for the comparison, the work-order configuration and the logged-in person’s basket', async () => {
    storeBearerSession(user);
    await storeBasket('u1', 'u1_basket');
    const comparison = deferred();
    const basket = deferred();
    const configuration = deferred();
    const api = fakeApi({
      [COMPARISON]: () => comparison.promise,
      [`GET /baskets/${BASKET_ID}`]: () => basket.promise,
      [CONFIGURATION]: () => configuration.promise,
    });
    renderGate();
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    expect(spinner()).not.toBeNull();

    comparison.answer(json({ 'hydra:member': [], 'hydra:totalItems': 0 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spinner()).not.toBeNull();
    expect(page()).toBeNull();

    basket.answer(json({ ...emptyBasket(BASKET_ID, 'GBP'), version: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page()).toBeNull();

    configuration.answer(json(configured));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(spinner()).toBeNull();
    expect((await appDb.baskets.get(BASKET_ID))?.serverVersion).toBe(2);
  });

  it('reads a guest’s basket from the device only, and waits for the comparison', async () => {
    storeBearerSession(guest);
    await storeBasket('g1', 'guest_basket');
    const comparison = deferred();
    const api = fakeApi({ [COMPARISON]: () => comparison.promise });
    renderGate();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spinner()).not.toBeNull();
    comparison.answer(json({ 'hydra:member': [], 'hydra:totalItems': 0 }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/storefront/product-comparisons?currency=GBP']);
  });

  it('opens on a comparison the device knows, an empty one too, while the server is asked again', async () => {
    storeBearerSession(guest);
    // What the device was last told: an empty comparison (a device never told has no key at all).
    localStorage.setItem('product_comparison', '{}');
    const comparison = deferred();
    const api = fakeApi({ [COMPARISON]: () => comparison.promise });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(['/storefront/product-comparisons?currency=GBP']);
    comparison.answer(json({ 'hydra:member': [], 'hydra:totalItems': 0 }));
  });

  it('counts a failed comparison or basket read as done', async () => {
    storeBearerSession(user);
    await storeBasket('u1', 'u1_basket');
    fakeApi({
      [COMPARISON]: () => problem(500, 'Down'),
      [`GET /baskets/${BASKET_ID}`]: () => problem(503, 'Down'),
      [CONFIGURATION]: () => problem(500, 'Down'),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('does not hang offline: the device’s basket and the comparison waiting for the network are enough', async () => {
    storeBearerSession(user);
    await storeBasket('u1', 'u1_basket');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const api = fakeApi({
      [COMPARISON]: () => Promise.reject(new TypeError('Failed to fetch')),
      [CONFIGURATION]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(api.callsTo(`GET /baskets/${BASKET_ID}`)).toHaveLength(0);
  });

  it('shows the app after the time limit when the network never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeBearerSession(guest);
    fakeApi({ [COMPARISON]: () => new Promise<Response>(() => {}) });
    renderGate();
    expect(spinner()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(START_WAIT_LIMIT_MS);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
