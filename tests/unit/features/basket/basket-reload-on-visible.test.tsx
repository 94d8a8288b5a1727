import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claims } from '../../../../contract/auth/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { appDb } from '../../../../src/db/app-db';
import { emptyBasket } from '../../../../src/features/basket/basket-row';
import { useBasketReloadOnVisible } from '../../../../src/features/basket/hooks/use-basket-reload-on-visible';
import { refreshesOnVisible } from '../../../../src/features/session/visibility-rule';
import { clearDb, entry } from '../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode, guestClaims } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const BASKET_ID = '0190a000-0000-7000-8000-000000000002';
const GET_BASKET = `GET /baskets/${BASKET_ID}`;
const user = claims({ id: 'u1', exp: 2_000_000_000 });
const guest = guestClaims();

function Probe() {
  useBasketReloadOnVisible(refreshesOnVisible);
  return null;
}

function becomeVisible() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The session's basket on the device, as the server last sent it (version 1). */
async function storeBasket(session: Claims) {
  localStorage.setItem(session.guest_user ? 'guest_basket' : `${session.id}_basket`, BASKET_ID);
  await appDb.baskets.put({
    id: BASKET_ID,
    userId: session.id,
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
/** The basket as another device of theirs left it: version 2, the promotion they added. */
const changedElsewhere = () => json({ ...emptyBasket(BASKET_ID, 'GBP'), version: 2, promotions: [] });

beforeEach(async () => {
  await clearDb();
  clearCsrfToken();
  useBearerMode();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the basket when the tab becomes visible again', () => {
  it('is reloaded from the server for a logged-in person', async () => {
    storeBearerSession(user);
    await storeBasket(user);
    const api = fakeApi({ [GET_BASKET]: changedElsewhere });
    renderAt(<Probe />, '/account');
    act(becomeVisible);
    await vi.waitFor(() => expect(api.callsTo(GET_BASKET)).toHaveLength(1));
    await vi.waitFor(async () => expect((await appDb.baskets.get(BASKET_ID))?.serverVersion).toBe(2));
  });

  it('is not reloaded for a guest', async () => {
    storeBearerSession(guest);
    await storeBasket(guest);
    const api = fakeApi({ [GET_BASKET]: changedElsewhere });
    renderAt(<Probe />, '/account');
    act(becomeVisible);
    await settle();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the device’s copy while a change of it waits to be sent', async () => {
    storeBearerSession(user);
    await storeBasket(user);
    await appDb.outbox.put(
      entry({ id: '0190a000-0000-7000-8000-0000000000f1', entityId: BASKET_ID, entity: 'basket' }),
    );
    const api = fakeApi({ [GET_BASKET]: changedElsewhere });
    renderAt(<Probe />, '/account');
    act(becomeVisible);
    await settle();
    expect(api.calls).toHaveLength(0);
  });

  it('is not reloaded offline, nor on the pages left out of the refresh on tab focus', async () => {
    storeBearerSession(user);
    await storeBasket(user);
    const api = fakeApi({ [GET_BASKET]: changedElsewhere });
    const view = renderAt(<Probe />, '/category/brakes');
    act(becomeVisible);
    await settle();
    view.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(<Probe />, '/account');
    act(becomeVisible);
    await settle();
    expect(api.calls).toHaveLength(0);
  });
});
