// The store locator on a weak signal: stores seen online are found again offline, from the
// service worker's saved copy (contract/sync.ts), and marked as such; a place never searched needs
// the server, and the page says so. Demo data: server/db/locations-demo.
import { expect, test } from '@playwright/test';
import { layoutShiftsWithin } from './support/layout-shift';
import { goOffline, gotoOffline, waitForControllingWorker } from './support/offline';

const storesMap = /Map of Great Britain and Ireland with \d+ stores/;

test('the stores, a store and a place seen online open offline, as a saved copy', async ({ page, context }) => {
  await page.goto('/stores');
  await waitForControllingWorker(page);
  await expect(page.getByRole('img', { name: storesMap })).toBeVisible();
  const allStores = page.getByRole('heading', { level: 2, name: /^All \d+ stores$/ });
  await expect(allStores).toBeVisible();
  await page.getByLabel('Town, postcode or Eircode').fill('Harrogate');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('heading', { name: /6 stores near Harrogate/ })).toBeVisible();
  await page.getByRole('link', { name: 'Leeds Kirkstall' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leeds Kirkstall' })).toBeVisible();

  await goOffline(context);
  await gotoOffline(page, '/stores');
  await expect(page.getByRole('img', { name: storesMap })).toBeVisible();
  await expect(allStores).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Leeds Kirkstall' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toContainText(
    'You are offline: this page as saved at',
  );

  await page.getByLabel('Town, postcode or Eircode').fill('Harrogate');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('heading', { name: /6 stores near Harrogate/ })).toBeVisible();

  await page.getByLabel('Town, postcode or Eircode').fill('Galway');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The stores near Galway will load' })).toBeVisible();
  // Harrogate's stores, kept while a search loads, do not stand in for Galway's.
  await expect(page.getByRole('heading', { name: /near Harrogate/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/stores-offline.png' });

  await gotoOffline(page, '/stores/leeds-kirkstall');
  await expect(page.getByRole('heading', { level: 1, name: 'Leeds Kirkstall' })).toBeVisible();
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map keeps its place as it arrives: no layout shift moves it', async ({ page }) => {
    await page.goto('/stores');
    await expect(page.getByRole('img', { name: storesMap })).toBeVisible();
    expect((await layoutShiftsWithin(page, '.locator__map')).count).toBe(0);
  });
});
