// Digital returns (issue 26): the demo trade user returns one part of an order delivered last
// week (today's are still on the van: the window counts from delivery, as tracking records it) from
// the order's page, sees the return approved at once, and, when the van's round comes (a few
// seconds in browser tests: RETURN_ROUND_SECONDS in playwright.config.ts), its credit note
// referring to the order's invoice. The return page reads the return again when the van is due,
// so the test waits for the state, never for a fixed time.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { goOffline, goOnline } from './support/offline';
import { logInToWorkshop } from './support/work-orders';

/**
 * Opens the return form of an order placed over a week ago (delivered by now) that still has a part
 * to send back, and answers the order's reference. Both tests (and repeats of them) share one
 * server: tests running at the same moment take turns through the orders by their worker slot, so
 * two never ask for the same part at once, and an order an earlier test returned in full is passed
 * over.
 */
async function openReturnableOrder(page: Page, testInfo: TestInfo): Promise<string> {
  await page.goto('/account/orders');
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('To').fill(weekAgo);
  const filtered = page.waitForResponse((response) => /createdAt(\[|%5B)before/.test(response.url()));
  await page.getByRole('button', { name: 'Find orders' }).click();
  await filtered;
  // The list keeps the rows it had while it reads again: wait until every row shown is a week old.
  const dates = page.getByRole('table').locator('td[data-label="Date"]');
  await expect
    .poll(async () =>
      (await dates.allTextContents()).every(
        (day) => Date.parse(day.replace('Sept', 'Sep')) < Date.parse(weekAgo) + 86_400_000,
      ),
    )
    .toBe(true);
  // Delivered or collected: only those come back by a return (issue 43's status words).
  const placed = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: /Delivered|Collected/ });
  const links = placed.getByRole('rowheader').getByRole('link');
  await expect(links.first()).toHaveText(/^WB-/);
  const orders: { reference: string; href: string }[] = [];
  const slots = testInfo.config.workers;
  const mine = (await links.all()).filter((_, index) => index % slots === testInfo.parallelIndex).slice(0, 6);
  for (const link of mine) {
    orders.push({ reference: (await link.textContent()) ?? '', href: (await link.getAttribute('href')) ?? '' });
  }
  for (const { reference, href } of orders) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await page.getByRole('link', { name: 'Return parts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return parts from order ${reference}` })).toBeVisible();
    const quantity = page.getByLabel('Quantity to return').first();
    const nothing = page.getByText('Nothing on this order can be returned online.');
    await expect(quantity.or(nothing)).toBeVisible();
    if (await quantity.isVisible()) return reference;
  }
  throw new Error('No order delivered a week ago has a part left to return');
}

test.describe('digital returns', () => {
  test.beforeEach(async ({ page }) => {
    await logInToWorkshop(page);
  });

  test('a trade user starts a return of one line, sees it approved and its credit note', async ({ page }, testInfo) => {
    const reference = await openReturnableOrder(page, testInfo);
    // Sending nothing is refused beside the form, before any request.
    await page.getByRole('button', { name: 'Request return' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please choose at least one part to return.' }),
    ).toBeVisible();

    // The first part that can come back: one of it, wrongly supplied.
    await page.getByLabel('Quantity to return').first().fill('1');
    await page.getByLabel('Reason').first().selectOption({ label: 'Wrong part supplied' });
    await page.getByRole('button', { name: 'Request return' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /^Return RT-\d{6}$/ })).toBeVisible();
    const facts = page.locator('.return__facts').first();
    await expect(facts).toContainText(reference);
    // Approved at once (the van may already have been, on a slow machine: the history says both).
    await expect(page.getByRole('list').filter({ hasText: 'Requested' })).toContainText('Approved');

    const credit = page.getByRole('region', { name: 'Credit note' });
    await expect(credit.getByRole('heading', { name: /^Credit note CN-GB-\d{6}$/ })).toBeVisible({ timeout: 30_000 });
    await expect(facts).toContainText('Credited');
    await expect(credit).toContainText(/INV-GB-\d{6}/);
    await expect(credit).toContainText('Wrong part supplied');

    // It is on the returns list, newest first, with its credit note.
    await page.getByRole('link', { name: 'Your returns' }).click();
    const row = page.getByRole('table', { name: 'Returns' }).getByRole('row').nth(1);
    await expect(row).toContainText('Credited');
    await expect(row).toContainText(/CN-GB-\d{6}/);
  });
  test('a return refused once sent from the outbox opens its form again, the refusal beside the line', async ({
    page,
    context,
  }, testInfo) => {
    const reference = await openReturnableOrder(page, testInfo);
    const quantity = page.getByLabel('Quantity to return').first();
    await expect(quantity).toBeVisible();
    const all = (await quantity.getAttribute('max')) ?? '1';

    // Offline, the same parts asked back twice: each waits in the outbox; the server takes the first.
    await goOffline(context);
    for (const attempt of [1, 2]) {
      if (attempt === 2) {
        await page.goBack();
        await page.getByRole('link', { name: 'Return parts' }).click();
      }
      await quantity.fill(all);
      await page.getByLabel('Reason').first().selectOption('not-required');
      await page.getByRole('button', { name: 'Request return' }).click();
      await expect(page.getByText(/saved on this device and waits to be sent/)).toBeVisible();
    }
    await goOnline(context);

    await page.getByRole('link', { name: 'Your returns' }).click();
    const waiting = page.getByRole('region', { name: 'Returns waiting to be sent' });
    await expect(waiting).toContainText('Not accepted', { timeout: 30_000 });
    await waiting.getByRole('link', { name: 'Change it and send it again' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Return parts from order ${reference}` })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'was not accepted when it was sent' })).toBeVisible();
    // As it was asked, with the server's words beside the line.
    await expect(quantity).toHaveValue(all);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Discard the refused return' }).click();
    await expect(page.getByText('was not accepted when it was sent')).toBeHidden();
    await page.goto('/account/returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Your returns' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Returns waiting to be sent' })).toBeHidden();
  });
});
