// The basket through an outage: lines, a promotion and the order made offline reach the server
// exactly once when the connection returns.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, openRegistered } from './support/account';

async function waitForControllingWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

const asPerson = { 'x-session-mode': 'cookie', accept: 'application/json' };

async function ordersOnServer(page: Page) {
  const response = await page.request.get('/api/users-orders', { headers: asPerson });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    'hydra:totalItems': number;
    'hydra:member': { id: string; reference: string; promotions: { promotionCode: string }[]; status: string }[];
  };
}

/** One order with its lines (the lists answer each order's row, not its lines). */
async function orderOnServer(page: Page, id: string) {
  const response = await page.request.get(`/api/orders/${id}`, { headers: asPerson });
  expect(response.status()).toBe(200);
  return (await response.json()) as { lines: unknown[] };
}

test('offline: add lines, apply a promotion, reload, confirm; online: exactly one order with those lines', async ({
  page,
  context,
}) => {
  await openRegistered(page, newUser('basket'));
  await page.goto('/category/braking/brake-pads');
  await waitForControllingWorker(page);
  await expect(page.getByRole('button', { name: 'Add to basket' }).first()).toBeVisible();
  // The basket exists on the server before the outage (made on first use).
  await page.getByRole('link', { name: /^Basket/ }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await page.goBack();

  await context.setOffline(true);
  const add = page.getByRole('button', { name: 'Add to basket' });
  await add.nth(0).click();
  await add.nth(1).click();
  await add.nth(1).click();
  // The header counts the items from the device, from the first basket made offline on.
  await expect(page.getByRole('link', { name: /^Basket\s*\(3 items\)$/ })).toBeVisible();
  await page.getByRole('link', { name: /^Basket/ }).click();
  await expect(page.getByRole('heading', { name: 'Basket', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('(provisional)')).toBeVisible();
  await page.getByLabel('Promotion code').fill('brakes15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('waiting to be checked')).toBeVisible();

  // Nothing typed is lost across a reload while offline.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('BRAKES15')).toBeVisible();
  await page.getByRole('radio', { name: /Click and collect/ }).check();
  await page.getByRole('button', { name: 'Use this delivery' }).click();
  await page.getByRole('button', { name: /Place order on account/ }).click();
  await expect(page.getByText('Not yet placed – will be sent when online.')).toBeVisible();
  await expect(page.getByRole('link', { name: /waiting/ })).toBeVisible();

  await context.setOffline(false);
  const placed = page.getByRole('heading', { name: /Order WB-\d+ placed/ });
  await placed.waitFor({ timeout: 20_000 }).catch(async () => {
    await page.goto('/sync');
    await page
      .getByRole('list', { name: 'Waiting changes' })
      .or(page.getByText('All changes have been sent.'))
      .waitFor();
    throw new Error(`Not placed. Sync panel: ${await page.locator('main').innerText()}`);
  });
  // The code could not be checked offline, so the total shown left it out; the server took it
  // off, and the order says the total fell.
  await expect(page.getByText(/less than the £[\d.]+ shown when you placed the order/)).toBeVisible();
  const orders = await ordersOnServer(page);
  expect(orders['hydra:totalItems']).toBe(1);
  expect(orders['hydra:member'][0]).toMatchObject({ status: 'placed', promotions: [{ promotionCode: 'BRAKES15' }] });
  expect((await orderOnServer(page, orders['hydra:member'][0]!.id)).lines).toHaveLength(2);

  // Replaying again sends nothing twice.
  await page.goto('/sync');
  await expect(page.getByText('All changes have been sent.')).toBeVisible();
  expect((await ordersOnServer(page))['hydra:totalItems']).toBe(1);
});

test('the network cut after the server committed: the retry still makes exactly one order', async ({ page }) => {
  await openRegistered(page, newUser('cut'));
  await page.goto('/category/braking/brake-pads');
  await page.getByRole('button', { name: 'Add to basket' }).first().click();
  await page.getByRole('link', { name: /^Basket/ }).click();
  await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('(provisional)')).toHaveCount(0);
  await page.getByRole('radio', { name: /Click and collect/ }).check();
  await page.getByRole('button', { name: 'Use this delivery' }).click();
  // The confirm reaches the server, which commits; the answer is lost on the way back.
  let cut = true;
  await page.route('**/api/baskets/*/confirm', async (route) => {
    const response = await route.fetch();
    if (cut) {
      cut = false;
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /Place order on account/ }).click();
  await expect(page.getByRole('heading', { name: /Order WB-\d+ placed/ })).toBeVisible({ timeout: 30_000 });
  const orders = await ordersOnServer(page);
  expect(orders['hydra:totalItems']).toBe(1);
});

// A second quick tap must land on the button: the words saying the line was added appear without
// moving it (they once took its room and narrowed it, and the tap fell on the words instead).
async function settledBox(control: Locator) {
  // The cards are drawn again as their price and stock come in: measure once they have.
  let last: unknown = null;
  await expect
    .poll(
      async () => {
        // A page drawn again mid-measure detaches the button: measure the new one next time.
        const now = await control.scrollIntoViewIfNeeded({ timeout: 1000 }).then(
          () => control.boundingBox(),
          () => null,
        );
        const same = now !== null && JSON.stringify(now) === JSON.stringify(last);
        last = now;
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return last;
}

for (const screen of [
  { name: 'a laptop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`on ${screen.name}, "Add to basket" stays where it was as it says the line was added`, async ({ page }) => {
    await page.setViewportSize(screen);
    await openRegistered(page, newUser('tap'));
    await page.goto('/category/braking/brake-pads');
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to basket' }) });
    const button = card.nth(1).getByRole('button', { name: 'Add to basket' });
    const before = await settledBox(button);
    await button.click();
    await expect(
      card
        .nth(1)
        .getByRole('status')
        .filter({ hasText: /^Added to basket/ }),
    ).toBeVisible();
    expect(await button.boundingBox()).toEqual(before);

    await card.nth(1).getByRole('heading').getByRole('link').click();
    const onPage = page.getByRole('main').getByRole('button', { name: 'Add to basket' }).first();
    const beforeOnPage = await settledBox(onPage);
    await onPage.click();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^Added to basket/ }),
    ).toBeVisible();
    expect(await onPage.boundingBox()).toEqual(beforeOnPage);
    await expect(page.getByRole('link', { name: /^Basket\s*\(2 items\)$/ })).toBeVisible();
  });
}
