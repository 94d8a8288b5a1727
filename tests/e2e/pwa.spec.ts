// The installable, offline-capable shell: manifest, icons, service worker, offline reload.
import { expect, test, type Page } from '@playwright/test';
import { newUser, openLoggedIn, register, tradeUser } from './support/account';
import { goOffline, reloadOffline } from './support/offline';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Resolves once the app's service worker is activated and controls this page. */
async function waitForControllingWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

test('the manifest is served with the fields an install needs', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Workbay',
    short_name: 'Workbay',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0033A0',
    background_color: '#FFFFFF',
  });

  const icons = manifest.icons as ManifestIcon[];
  const png = (size: string) => icons.filter((icon) => icon.type === 'image/png' && icon.sizes === size);
  expect(png('192x192')).not.toHaveLength(0);
  expect(png('512x512')).not.toHaveLength(0);
  expect(png('512x512').some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);

  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe(icon.type);
  }
});

test('the page links the manifest and the theme colour', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /#0033A0/i);
});

test('the service worker is activated and controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await waitForControllingWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

// Issue 45: a tablet that loaded Workbay once and lost Wi-Fi right after reloads into the app, not
// the browser's "No internet" page. No reload online first: the worker takes the first page itself.
test('offline from the first visit: ready once the worker is active, and a reload offline opens the app', async ({
  page,
  context,
}) => {
  await openLoggedIn(page, tradeUser);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await expect(page.getByText('WO-000001')).toBeVisible();
  // Said once, when the worker first controls the page; the footer says it quietly afterwards.
  await expect(page.getByRole('status').getByText('Ready to work offline.')).toBeVisible({
    timeout: 60_000,
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  await expect(page.getByText('✓ Ready to work offline on this device')).toBeVisible();

  await goOffline(context);
  await reloadOffline(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await expect(page.getByText('WO-000001')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
  // Logged in still, and not told again.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Ready to work offline.')).toHaveCount(0);
});

test('API navigations reach the server, not the app shell', async ({ page }) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  const response = await page.goto('/api/docs/openapi.json');
  expect(response?.headers()['content-type']).toMatch(/^application\/json/);
});

test.describe('offline', () => {
  test.beforeEach(async ({ page }) => {
    // One online visit installs the worker and fills the precache.
    await page.goto('/');
    await waitForControllingWorker(page);
  });

  test('a reload opens the app shell from the precache', async ({ page, context }) => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner').getByText('Workbay').first()).toBeVisible();
  });

  test('a deep link opens the app shell too', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/store/basket');
    await expect(page.getByRole('banner').getByText('Workbay').first()).toBeVisible();
  });

  test('API calls fail and the header says the app is offline', async ({ page, context }) => {
    await context.setOffline(true);
    await reloadOffline(page);
    const outcome = await page.evaluate(() =>
      fetch('/api/me').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(outcome).toBe('failed');
    await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeHidden();
  });

  test('a logged-in user reopens the app offline with their own account and branding', async ({ page, context }) => {
    // The login popup belongs to the trade user; a registered user has none, so nothing covers the page.
    const user = newUser('offline');
    await register(page, user);
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.firstName}` })).toBeVisible();

    await context.setOffline(true);
    await reloadOffline(page);
    // Not the spinner: the last record the server answered, and the offline badge.
    await expect(page.getByRole('heading', { name: `Welcome back, ${user.firstName}` })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page.getByText(user.email)).toBeVisible();
  });
});
