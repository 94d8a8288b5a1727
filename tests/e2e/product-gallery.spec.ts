// The product page's gallery: the category drawing, then the packaging and the dimensions the
// server draws for the part (featured sku 100001, Brembo P 85 020), and the same offline once seen.
import { expect, test } from '@playwright/test';
import { PRODUCT_IMAGE_CACHE } from '../../contract/sync';
import { waitForControllingWorker } from './support/offline';

test('a product shows three images; the second thumbnail shows its packaging', async ({ page }) => {
  await page.goto('/category/braking/brake-pads');
  await page.getByRole('link', { name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }),
  ).toBeVisible();

  const gallery = page.getByRole('group', { name: /^Images of / });
  const thumbnails = gallery.getByRole('button', { name: /^Show image \d of 3: / });
  await expect(thumbnails).toHaveCount(3);
  await gallery.getByRole('button', { name: 'Show image 2 of 3: packaging' }).click();
  await expect(gallery.getByRole('button', { name: 'Show image 2 of 3: packaging' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const main = gallery.locator('.gallery__main img');
  await expect(main).toHaveAttribute('src', /\/product-images\/100001\/packaging\.svg$/);
  await expect(main).toHaveAttribute('alt', /P 85 020/);
  // The drawing loaded (a broken one would have been replaced by its description).
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('src', /\/product-images\/100001\/dimensions\.svg$/);
});

test('a gallery seen online shows offline, from the service worker', async ({ page, context }) => {
  await page.goto('/category/braking/brake-pads');
  await waitForControllingWorker(page);
  await page.getByRole('link', { name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }).click();
  const gallery = page.getByRole('group', { name: /^Images of / });
  const main = gallery.locator('.gallery__main img');
  const loaded = () => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  for (const name of ['Show image 2 of 3: packaging', 'Show image 3 of 3: dimensions']) {
    await gallery.getByRole('button', { name }).click();
    await expect.poll(loaded).toBeGreaterThan(0);
  }
  // Kept by the worker's own cache, not only the browser's HTTP cache (which may lose it sooner).
  const kept = () =>
    page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      PRODUCT_IMAGE_CACHE.name,
    );
  await expect
    .poll(kept)
    .toEqual(
      expect.arrayContaining([
        '/api/storefront/product-images/100001/packaging.svg',
        '/api/storefront/product-images/100001/dimensions.svg',
      ]),
    );

  await context.setOffline(true);
  await page.reload();
  await gallery.getByRole('button', { name: 'Show image 2 of 3: packaging' }).click();
  await expect(main).toHaveAttribute('src', /\/product-images\/100001\/packaging\.svg$/);
  await expect.poll(loaded).toBeGreaterThan(0);
  await context.setOffline(false);
});
