// Issue 45: no console errors on a normal page. A person never sees the console, but an error
// there is a request that failed or a bug that did not show yet (an article asked two routes and
// logged a 404 for one; a new quote and a new work order asked the server for themselves first).
import { expect, test, type Page } from '@playwright/test';
import { openLoggedIn, tradeUser } from './support/account';

/** Every console error and failed request of the page from now on. */
function watch(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

const guestPages: { path: string; ready: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Shop by category' }) },
  { path: '/category/braking', ready: (page) => page.locator('.product-card').first() },
  { path: '/products/100001', ready: (page) => page.getByRole('heading', { level: 2 }).first() },
  { path: '/search?q=brake%20pads', ready: (page) => page.locator('.product-card').first() },
  { path: '/stores', ready: (page) => page.getByRole('heading', { name: /All \d+ stores/ }) },
  {
    path: '/articles/ford-focus-mk3-front-brake-pads',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
];

for (const { path, ready } of guestPages) {
  test(`${path}: no console errors`, async ({ page }) => {
    const seen = watch(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    // What loads after the first screen (menus, the device's widgets) has had its turn.
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });
}

test('the quotes and work-orders lists, a new quote and a new work order: no console errors', async ({ page }) => {
  await openLoggedIn(page, tradeUser);
  const seen = watch(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Work orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByRole('textbox', { name: /^Reference/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto('/account/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await page.getByLabel('Quote name').fill('Brakes for Mrs Kelly');
  await page.getByRole('button', { name: 'Start quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Brakes for Mrs Kelly/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
