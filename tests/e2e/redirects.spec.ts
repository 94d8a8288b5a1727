// Old addresses (issue 27): a bookmark or a search engine's link to a page that moved is answered
// 301 or 302 by the server before the app starts, and the browser lands on the page it moved to.
// (Redirects followed by the client router for links inside the app belong to the client part.)
import { expect, test } from '@playwright/test';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

test('an old address opened directly lands on the page it moved to for good (301)', async ({ page }) => {
  const response = await page.goto('/brakes');
  expect(response?.url()).toMatch(/\/category\/braking$/);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/brakes$/);
  await expect(page).toHaveURL(/\/category\/braking$/);
});

test('a temporary move (302) is followed too, and the old address is asked again next time', async ({ request }) => {
  const answer = await request.get('/winter', { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/category/oils-and-fluids/antifreeze');
  expect(answer.headers()['cache-control']).toBe('no-cache');
});
