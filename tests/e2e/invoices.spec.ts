// Invoices (issue 26): the demo trade user finds last month's invoices, opens one (the supplier's
// VAT number, lines with their rates, VAT by rate) and downloads its PDF in one press (issue 43),
// and downloads three as one ZIP;
// the list and an invoice seen once open offline after a reload, marked as saved copies, where
// downloading says it needs a connection; the pages fit a phone and both tablet orientations.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { goOffline, goOnline, reloadOffline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop } from './support/work-orders';

/** The first and last day of last month, as a date field takes them (yyyy-MM-dd). */
function lastMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(first), to: day(last), first, last };
}

async function findLastMonthsInvoices(page: Page) {
  const month = lastMonth();
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('invoice');
  await page.getByLabel('From').fill(month.from);
  await page.getByLabel('To').fill(month.to);
  await page.getByRole('button', { name: 'Find invoices' }).click();
  // Every row is last month's (the unfiltered list starts with today's).
  const dates = page.getByRole('table').locator('tbody tr td:nth-child(3)');
  await expect
    .poll(async () => {
      const days = (await dates.allTextContents()).map((text) => Date.parse(`${text} UTC`));
      return days.length > 0 && days.every((day) => day >= month.first.getTime() && day <= month.last.getTime());
    })
    .toBe(true);
}

test.describe('invoices', () => {
  test.beforeEach(async ({ page }) => {
    await logInToWorkshop(page);
  });

  test("a trade user finds last month's invoices, opens one and downloads three as a ZIP", async ({ page }) => {
    await page.goto('/account');
    await page.getByRole('link', { name: 'Your invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credit notes' })).toBeVisible();
    await findLastMonthsInvoices(page);

    const numbers = (await page.getByRole('table').getByRole('rowheader').allTextContents()).slice(0, 3);
    expect(numbers).toHaveLength(3);
    for (const number of numbers) expect(number).toMatch(/^INV-GB-\d{6}$/);

    await page.getByRole('link', { name: numbers[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${numbers[0]}` })).toBeVisible();
    await expect(page.getByLabel('From')).toContainText(/VAT number GB[\d ]{9,12}/);
    await expect(page.getByRole('table', { name: 'Lines' })).toContainText('20%');
    await expect(page.getByRole('table', { name: 'VAT analysis' })).toContainText('20%');
    await expect(page.getByText('VAT is worked out on each line')).toHaveCount(1);
    // One press downloads the PDF (issue 43): no second link to press after it.
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${numbers[0]} (PDF)` }).click();
    const pdfFile = await saved;
    expect(pdfFile.suggestedFilename()).toBe(`${numbers[0]}.pdf`);
    // The file is the PDF itself, not a word standing for it.
    const pdf = await readFile((await pdfFile.path()) as string);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(`${numbers[0]} was downloaded.`)).toBeVisible();

    await page.getByRole('link', { name: 'Back to your invoices' }).click();
    await findLastMonthsInvoices(page);
    for (const number of numbers) await page.getByLabel(`Choose ${number}`).check();
    await expect(page.getByText('3 invoices chosen.')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 3 invoices as a ZIP' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoices-\d{2}-\d{2}-\d{4}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await file.path()) as string)));
    expect(Object.keys(entries).sort()).toEqual(numbers.map((number) => `${number}.pdf`).sort());
    for (const pdf of Object.values(entries)) expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    await expect(page.getByRole('link', { name: 'Save the ZIP of 3 invoices again' })).toBeVisible();
  });

  test('invoices and orders seen once open offline after a reload, as saved copies', async ({ page, context }) => {
    await page.goto('/account/invoices');
    await waitForControllingWorker(page);
    const first = page.getByRole('table').getByRole('rowheader').first();
    await expect(first).toBeVisible();
    const number = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
    await page.goto('/account/orders');
    const order = page.getByRole('table').getByRole('rowheader').first();
    await expect(order).toBeVisible();
    const reference = (await order.textContent()) ?? '';

    await goOffline(context);
    await reloadOffline(page);
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toContainText('You are offline');

    await page.goto('/account/invoices');
    await reloadOffline(page);
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toBeVisible();
    await page.getByLabel(`Choose ${number}`).check();
    await expect(page.getByRole('button', { name: 'Download 1 invoice as a ZIP' })).toBeDisabled();
    await expect(page.getByText('Downloading invoices needs a connection: you are offline.')).toBeVisible();

    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
    await expect(page.getByRole('button', { name: `Download ${number} (PDF)` })).toBeDisabled();
    await goOnline(context);
  });

  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'tablet upright', width: 800, height: 1280 },
    { name: 'tablet', width: 1280, height: 800 },
  ]) {
    test(`the invoices and an invoice's page fit a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/account/invoices');
      const first = page.getByRole('table').getByRole('rowheader').first();
      await expect(first).toBeVisible();
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await sideways(), 'the invoices page scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/invoices-${size.width}x${size.height}.png`, fullPage: true });
      await first.getByRole('link').click();
      await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
      expect(await sideways(), "the invoice's page scrolls sideways").toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/invoice-${size.width}x${size.height}.png`, fullPage: true });
    });
  }
});
