// The sync engine in the browser: a 401 during replay, two tabs, a session that ends while
// offline, logging out with changes waiting, and catalogue pages opened offline.
import { expect, test, type Page } from '@playwright/test';
import { logIn, newUser, openRegistered } from './support/account';
import {
  basketOnServer,
  callsSeen,
  goOffline,
  gotoOffline,
  dropAccessToken,
  expectNothingWaiting,
  quantities,
  recordCalls,
  waitForControllingWorker,
  type SeenCall,
} from './support/offline';

const BRAKE_PADS = '/category/braking/brake-pads';

/** A registered user on the brake pads page, controlled by the worker, whose basket the server has. */
async function readyUser(page: Page, tag: string) {
  const user = newUser(tag);
  await openRegistered(page, user);
  await page.goto(BRAKE_PADS);
  await waitForControllingWorker(page);
  // The click is repeated until the route changes: the once-seen failure (a clean-clone CI run)
  // stayed off the basket page, and its trace is kept now (scripts/e2e.mjs) to tell why.
  await expect(async () => {
    await page.getByRole('link', { name: /^Basket/ }).click();
    await expect(page).toHaveURL(/\/store\/basket$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Your basket is empty.')).toBeVisible({ timeout: 15_000 });
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible();
  // What the visit recorded (the basket made on the basket page) is sent before a test cuts the
  // line: the outbox's replay starts once the page's first reads have answered, and a basket
  // still waiting then made "4 changes waiting" where the test counts its own three.
  await expectNothingWaiting(page);
  return user;
}

/** Adds the n-th product of the list once. */
async function addNth(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: 'Add to basket' }).nth(n).click();
  // Kept on the device at once; when the send has already failed (a test that cuts the basket
  // route), the button's note says so instead: either way the line is added.
  const added = page.getByRole('status').filter({ hasText: /Added to basket|Added on this device, not sent yet/ });
  await expect(added.first()).toBeVisible();
}

/** The basket writes among the calls, by Idempotency-Key. */
const basketWrites = (calls: SeenCall[]) =>
  calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/api/baskets/')).map((c) => c.key);

test('a 401 during replay refreshes the session once and carries on, under the same user', async ({
  page,
  context,
}) => {
  await recordCalls(context);
  await readyUser(page, 'replay401');
  await context.setOffline(true);
  await addNth(page, 0);
  await addNth(page, 1);
  await addNth(page, 1);
  await expect(page.getByRole('link', { name: /3 changes waiting/ })).toBeVisible();
  // The access token ends while offline; the refresh token is still good.
  await dropAccessToken(context);
  await context.setOffline(false);
  await expectNothingWaiting(page);

  const calls = await callsSeen(page);
  const refused = calls.filter((c) => c.status === 401);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(calls.filter((c) => c.path === '/api/token/refresh' && c.status === 200).length).toBeGreaterThanOrEqual(1);
  // No guest session was started on the way: the same person's basket holds the lines.
  expect(calls.filter((c) => c.path === '/api/auth' && c.method === 'POST')).toHaveLength(0);
  // The three changes may go folded into fewer requests; none goes under two keys.
  expect(basketWrites(calls).length).toBeGreaterThanOrEqual(1);
  const basket = await basketOnServer(page);
  expect(Object.values(quantities(basket)).sort()).toEqual([1, 2]);
});

test('two tabs of the same app send each change once', async ({ page, context }) => {
  await recordCalls(context);
  await readyUser(page, 'twotabs');
  const second = await context.newPage();
  await second.goto(BRAKE_PADS);
  await expect(second.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible();

  await context.setOffline(true);
  await addNth(page, 0);
  await addNth(second, 1);
  await addNth(page, 2);
  await addNth(second, 0);
  await expect(page.getByRole('link', { name: /4 changes waiting/ })).toBeVisible();
  await expect(second.getByRole('link', { name: /4 changes waiting/ })).toBeVisible();
  // Both tabs see the connection return at once; only one of them replays.
  await context.setOffline(false);
  await expectNothingWaiting(page);
  await expectNothingWaiting(second);

  // Each request went once, from one tab (consecutive line changes may share one request).
  const keys = [...basketWrites(await callsSeen(page)), ...basketWrites(await callsSeen(second))];
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(keys.length);
  const basket = await basketOnServer(page);
  expect(Object.values(quantities(basket)).sort()).toEqual([1, 1, 2]);
});

test(
  'the session ending while offline loses nothing: ' +
    'the changes wait for the same person and go when they log in again',
  async ({ page, context }) => {
    const user = await readyUser(page, 'expired');
    await context.setOffline(true);
    await addNth(page, 0);
    await addNth(page, 1);
    // Both tokens gone: no refresh can bring this session back.
    await context.clearCookies();
    await context.setOffline(false);
    await page.goto('/sync');
    // The screen carries on as a guest; the changes stay the person's. Which words say so depends
    // on whether the page saw the refresh refused (the session ended) or started as a guest from
    // the first (the changes are another account's here): both keep them for that person alone.
    // (The two line changes may already be folded into one, sealed, waiting for the person.)
    await expect(
      page
        .getByText(
          new RegExp(
            'Your session has ended\\. Log in again to send the changes waiting on this device\\.|' +
              'saved by another account on this device will be sent when that account logs in again',
          ),
        )
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    // Nothing went out under the guest session the screen started meanwhile.
    await logIn(page, user.email, user.password);
    await expectNothingWaiting(page);
    const basket = await basketOnServer(page);
    expect(Object.values(quantities(basket)).sort()).toEqual([1, 1]);
  },
);

test('logging out with changes waiting warns first and keeps them for that person', async ({ page }) => {
  const user = await readyUser(page, 'logout');
  // The server cannot be reached for basket writes, so the change waits while online.
  await page.route('**/api/baskets/**', (route) => route.abort('connectionrefused'));
  await addNth(page, 0);
  await expect(page.getByRole('link', { name: /1 change waiting/ })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(dialog).toContainText('1 change made on this device has not reached us yet.');
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await page.goto('/sync');
  await expect(
    page.getByText('1 change saved by another account on this device will be sent when that account logs in again.'),
  ).toBeVisible();

  await page.unroute('**/api/baskets/**');
  await logIn(page, user.email, user.password);
  // Their basket is theirs again, with the line they added.
  await page.getByRole('link', { name: /^Basket/ }).click();
  await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('listitem')).toHaveCount(1);
  await expectNothingWaiting(page);
  expect(Object.values(quantities(await basketOnServer(page)))).toEqual([1]);
});

test('a product page seen once opens offline, marked as a saved copy with its time', async ({ page, context }) => {
  await page.goto(BRAKE_PADS);
  await waitForControllingWorker(page);
  await page
    .getByRole('link', { name: /Brembo Front Brake Pad Set/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Brembo Front Brake Pad Set/ })).toBeVisible();
  const url = page.url();
  await expect(page.getByText('Saved copy')).toHaveCount(0);

  await goOffline(context);
  await gotoOffline(page, url);
  await expect(page.getByRole('heading', { level: 1, name: /Brembo Front Brake Pad Set/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toContainText(
    /prices and stock as last updated at \d\d:\d\d/,
  );
});

test('a product opened on the very first visit, before the worker controls the page, opens offline too', async ({
  page,
  context,
}) => {
  // Straight to the product: its reads and image go past the worker, not yet registered.
  await page.goto('/products/100001');
  await expect(page.getByRole('heading', { level: 1, name: /Brembo Front Brake Pad Set/ })).toBeVisible();
  const url = page.url();
  // Taking control waits for the install, which precaches the whole app (some 100 files): beside
  // the editor's long test on two busy cores that took more than the 10 s default once.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
  // Once in control, the worker is handed what the page read before it: the product is kept.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const keys = await (await caches.open('workbay-catalogue')).keys();
        return keys.some((request) => new URL(request.url).pathname.startsWith('/api/storefront/product/'));
      }),
    )
    .toBe(true);
  // And the drawings the API made for its gallery, asked for before the worker was there too.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const drawn = [...document.querySelectorAll('img')]
          .map((img) => img.src)
          .filter((src) => new URL(src).pathname.startsWith('/api/storefront/product-images/'));
        const cache = await caches.open('workbay-product-images');
        const kept = await Promise.all(drawn.map(async (src) => Boolean(await cache.match(src))));
        return drawn.length > 0 && kept.every(Boolean);
      }),
    )
    .toBe(true);

  await goOffline(context);
  await gotoOffline(page, url);
  await expect(page.getByRole('heading', { level: 1, name: /Brembo Front Brake Pad Set/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toBeVisible();
  const image = page
    .getByRole('group', { name: /^Images of/ })
    .getByRole('img')
    .first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
