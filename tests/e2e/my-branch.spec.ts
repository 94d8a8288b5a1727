// A guest's own branch, kept on the device: chosen in the store locator, then stock per branch
// on a product page starts there and goes on nearest first. Demo data: server/demo/catalogue.
import { expect, test } from '@playwright/test';
import { greatCircleMetres } from '../../contract/locations/distance';
import { demoBranches } from '../../server/demo/catalogue/branches';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

const harrogate = demoBranches.find((branch) => branch.name === 'Harrogate')!;
// The nearest other open branch to Harrogate, by the same distance the server orders by.
const nearestOther = demoBranches
  .filter((branch) => branch.status === 'active' && branch.id !== harrogate.id)
  .sort((a, b) => greatCircleMetres(harrogate, a) - greatCircleMetres(harrogate, b))[0]!;

test('a guest makes a store their branch and sees its stock first, then the nearest', async ({ page }) => {
  await page.goto('/category/braking/brake-pads');
  await page.getByRole('link', { name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }).click();
  const stock = page.getByRole('region', { name: 'Stock by branch' });
  await expect(stock.getByText('Choose your branch to see stock nearest you first')).toBeVisible();
  const product = page.url();
  await stock.getByRole('link', { name: 'Choose your branch' }).click();

  await expect(page).toHaveURL(/\/stores$/);
  await page.getByLabel('Town, postcode or Eircode').fill('Harrogate');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('heading', { name: /6 stores near Harrogate/ })).toBeVisible();
  const store = page.locator('.store-list > li').filter({ hasText: 'Harrogate' }).first();
  await store.getByRole('button', { name: 'Make this my branch (Harrogate)' }).click();
  await expect(store.getByText('Your branch')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Make this my branch/ })).toHaveCount(5);

  await page.goto(product);
  await expect(stock.getByText(/your branch first, then the nearest/)).toBeVisible();
  await expect(stock.getByText('Choose your branch')).toHaveCount(0);
  const rows = stock.getByRole('row');
  await expect(rows.nth(1)).toContainText('Harrogate');
  await expect(rows.nth(1)).toContainText('Your branch');
  await expect(rows.nth(2)).toContainText(nearestOther.name);

  // Cleared on its store page, the list goes back to the choice.
  await rows.nth(1).getByRole('link', { name: 'Harrogate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harrogate' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear my branch' }).click();
  await expect(page.getByRole('button', { name: 'Make this my branch (Harrogate)' })).toBeVisible();
  await page.goto(product);
  await expect(stock.getByText('Choose your branch to see stock nearest you first')).toBeVisible();
});
