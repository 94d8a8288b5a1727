// Digital returns (issue 26): the demo trade user returns one part of an order delivered last
// week (today's are still on the van: the window counts from delivery, as tracking records it) from
// the order's page, sees the return approved at once, and, when the van's round comes (a few
// seconds in browser tests: RETURN_ROUND_SECONDS in playwright.config.ts), its credit note
// referring to the order's invoice. The return page reads the return again when the van is due,
// so the test waits for the state, never for a fixed time.
import { expect, test } from '@playwright/test';
import { logInToWorkshop } from './support/work-orders';

test.describe('digital returns', () => {
  test.beforeEach(async ({ page }) => {
    await logInToWorkshop(page);
  });

  test('a trade user starts a return of one line, sees it approved and its credit note', async ({ page }) => {
    await page.goto('/account/orders');
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('To').fill(weekAgo);
    const filtered = page.waitForResponse((response) => /createdAt(\[|%5B)before/.test(response.url()));
    await page.getByRole('button', { name: 'Find orders' }).click();
    await filtered;
    const placed = page.getByRole('table').getByRole('row').filter({ hasText: 'Placed' });
    const first = placed.first().getByRole('rowheader').getByRole('link');
    await expect(first).toHaveText(/^WB-/);
    const reference = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();

    await page.getByRole('link', { name: 'Return parts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return parts from order ${reference}` })).toBeVisible();
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
});
