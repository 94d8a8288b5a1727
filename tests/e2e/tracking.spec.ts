// Order tracking (issue 26, trade §7 wismo): the demo trade user tracks today's delivery by the
// branch's van (its events, the one-hour window, the driver and van), from the account page and
// from the order's page; an unknown reference goes to /404 (trade §4, §8); tracking seen once stays
// readable offline as a saved copy; the screens fit a phone. The demo's newest order, "Job 4411",
// is placed 40 to 70 minutes before the server starts and is out for delivery about 35 minutes
// after it was placed (server/modules/tracking/tracking-schedule.ts), so its window is always shown.
import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline } from './support/offline';
import { logInToWorkshop } from './support/work-orders';

async function openTodaysDelivery(page: Page) {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Track your orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track your orders' })).toBeVisible();
  await page.getByLabel('Your reference').fill('Job 4411');
  await page.getByRole('button', { name: 'Find orders' }).click();
  const orders = page.getByRole('list', { name: 'Orders, newest first' });
  // The newest order is already "Job 4411": wait until every one is, not just the first.
  await expect
    .poll(async () => (await orders.getByRole('listitem').allTextContents()).every((text) => text.includes('Job 4411')))
    .toBe(true);
  const link = orders.getByRole('link', { name: /^WB-/ }).first();
  const reference = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Tracking ${reference}` })).toBeVisible();
  return reference;
}

test.describe('order tracking', () => {
  test.beforeEach(async ({ page }) => {
    await logInToWorkshop(page);
  });

  test("a trade user tracks today's delivery: its events, the window, the driver and van", async ({ page }) => {
    await openTodaysDelivery(page);
    const timeline = page.getByRole('list', { name: 'What has happened so far' });
    for (const step of ['Order received', 'Being picked', 'Loaded on the van', 'Out for delivery']) {
      await expect(timeline).toContainText(step);
    }
    await expect(page.getByText(/^Delivery window: .*\d{2}:00–\d{2}:00$/)).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Driver' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Van' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Leeds Kirkstall').first()).toBeVisible();

    // "Refresh" asks the server again and keeps the timeline on screen.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(timeline).toContainText('Out for delivery');
  });

  test("the order's page links to its tracking", async ({ page }) => {
    await page.goto('/account/orders');
    const first = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
    const reference = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('link', { name: 'Track this order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Tracking ${reference}` })).toBeVisible();
  });

  test('an order with no tracking goes to /404', async ({ page }) => {
    await page.goto('/account/tracking/WB-000000');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('tracking seen once stays readable offline as a saved copy', async ({ page, context }) => {
    const reference = await openTodaysDelivery(page);
    await page.getByRole('link', { name: 'Back to tracking' }).click();
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
    await goOffline(context);
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Tracking ${reference}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toContainText('as of');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await goOnline(context);
  });

  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'tablet upright', width: 800, height: 1280 },
  ]) {
    test(`tracking fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openTodaysDelivery(page);
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await sideways(), 'the tracking page scrolls sideways').toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Back to tracking' }).click();
      await expect(page.getByRole('list', { name: 'Orders, newest first' })).toBeVisible();
      expect(await sideways(), 'the tracking list scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
});
