// Orders (issue 26): the demo trade user finds an order by their own reference among the trade
// account's, opens it (lines, totals with VAT, its invoice's PDF through a blob URL), asks to
// cancel and keeps it; an order and the list seen once stay readable offline as a saved copy,
// where cancelling says it needs a connection; the order's page fits a phone and a tablet.
// No order is cancelled here: the demo data stays as other specs expect it.
import { expect, test, type Page } from '@playwright/test';
import { logInToWorkshop } from './support/work-orders';
import { goOffline, goOnline } from './support/offline';
import { logIn } from './support/account';

async function openFirstOrder(page: Page) {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const first = table.getByRole('rowheader').first().getByRole('link');
  const reference = (await first.textContent()) ?? '';
  expect(reference).toMatch(/^WB-/);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  return reference;
}

test.describe('orders', () => {
  test.beforeEach(async ({ page }) => {
    // The trade user, with the branch's notice closed (it greets a trade user once).
    await logInToWorkshop(page);
  });

  test("a trade user finds an order by their reference among the trade account's and opens it", async ({ page }) => {
    await page.goto('/account');
    await page.getByRole('link', { name: 'Your orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    await expect(page.getByRole('rowheader').first()).toBeVisible();

    // Newest first.
    const dates = await page.getByRole('table').locator('tbody tr td:nth-child(2)').allTextContents();
    const times = dates.map((text) => Date.parse(text));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    await page.getByLabel('All orders of the trade account').check();
    await page.getByLabel('Your reference').fill('Job 4411');
    await page.getByRole('button', { name: 'Find orders' }).click();
    // The newest order is already "Job 4411": wait until every row is, not just the first.
    const references = page.getByRole('table').locator('tbody tr td:nth-child(5)');
    await expect.poll(async () => [...new Set(await references.allTextContents())]).toEqual(['Job 4411']);

    await openFirstOrder(page);
    await expect(page.getByRole('table', { name: 'Parts' })).toBeVisible();
    await expect(page.getByLabel('Totals')).toContainText('VAT');
    await expect(page.getByText('Job 4411', { exact: true })).toBeVisible();

    // A placed order's invoice: its PDF is fetched and opened through a blob URL.
    await page.getByRole('button', { name: /^Download invoice INV-/ }).click();
    await expect(page.getByRole('link', { name: /^Open invoice INV-.* \(PDF\)$/ })).toHaveAttribute('href', /^blob:/);
  });

  test('cancelling asks first, and "Keep the order" keeps it', async ({ page }) => {
    await page.goto('/account/orders');
    await openFirstOrder(page);
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    // The newest demo orders are today's, never cancelled (server/modules/orders/demo-order-plan.ts).
    await cancel.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeEnabled();
  });

  test('the list and an order seen once stay readable offline as a saved copy', async ({ page, context }) => {
    await page.goto('/account/orders');
    const reference = await openFirstOrder(page);
    await page.getByRole('link', { name: 'Back to your orders' }).click();
    await expect(page.getByRole('link', { name: reference })).toBeVisible();

    await goOffline(context);
    await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toContainText('You are offline');
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toBeVisible();
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    if (await cancel.isVisible()) {
      await expect(cancel).toBeDisabled();
      await expect(page.getByText('Cancelling an order needs a connection: you are offline.')).toBeVisible();
    }
    await goOnline(context);
  });

  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'tablet upright', width: 800, height: 1280 },
    { name: 'tablet', width: 1280, height: 800 },
  ]) {
    test(`the orders and an order's page fit a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/account/orders');
      await expect(page.getByRole('rowheader').first()).toBeVisible();
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await sideways(), 'the orders page scrolls sideways').toBeLessThanOrEqual(0);
      await openFirstOrder(page);
      expect(await sideways(), "the order's page scrolls sideways").toBeLessThanOrEqual(0);
    });
  }
});

test.describe("a retail customer's orders on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list, an order with its lines, totals and invoice, and its tracking link', async ({ page }) => {
    await logIn(page, 'retail@workbay.test', 'Retail-Bay-2026!');
    await page.goto('/account/orders');
    // A retail customer has no trade account to choose between.
    await expect(page.getByLabel('All orders of the trade account')).toHaveCount(0);
    const reference = await openFirstOrder(page);
    await expect(page.getByRole('table', { name: 'Parts' })).toBeVisible();
    await expect(page.getByLabel('Totals')).toContainText('VAT');
    await expect(page.getByRole('button', { name: /^Download invoice INV-GB-/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track this order' })).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `order ${reference} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/retail-order-390x844.png', fullPage: true });
  });
});
