// A product's page opened by its sku, as a basket line's IRI names it (/products/{sku}), and the
// rule that empties product information (trade-features §5) on the product page. Demo data:
// 100001 the Brembo pads, 100009 an alternator with no price (price on request), 100010 a
// trolley jack not shown on the website (server/demo/catalogue/featured.ts).
import { expect, test } from '@playwright/test';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

test('/products/100001 opens the Brembo pads, with their stock', async ({ page }) => {
  await page.goto('/products/100001');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product not found' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Stock by branch' }).getByText(/^In stock at \d+ branches\.$/),
  ).toBeVisible();
});

test('a product with no price, or not shown on the website, shows no product information', async ({ page }) => {
  await page.goto('/products/100009');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bosch Alternator, Remanufactured, for Volkswagen Golf Mk7 2.0 TDI' }),
  ).toBeVisible();
  await expect(page.getByText('Price on request').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Stock by branch' }).getByText('Ask your branch about stock.'),
  ).toBeVisible();

  await page.goto('/products/100010');
  await expect(page.getByRole('heading', { level: 1, name: 'Sealey Trolley Jack 3 Tonne Rocket Lift' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Stock by branch' }).getByText('Ask your branch about stock.'),
  ).toBeVisible();
});
