// What the work-order browser tests share: the Leeds workshop logged in, and part selection
// opened at the brake pads that fit the work order's vehicle.
import { expect, type Page } from '@playwright/test';
import { expectLoggedIn, tradeUser } from './account';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

/**
 * Logged in as the Leeds workshop (default uplift 10%), on the home page, with no notice over it.
 * The tests that start here are not about logging in (auth.spec.ts logs in through the form and
 * checks the branch's notice), so the session is made as the app makes it, without the form: a
 * fresh browser's page gets the user's own session cookies from POST /auth and keeps the claims
 * GET /me answers (docs/session.md, cookie mode), then opens as after a reload. This skips a whole
 * app start and the notice, a few seconds of each test on a busy machine. Call it first, on a
 * fresh page: a page with a session of its own would need the CSRF token to log in.
 */
export async function logInToWorkshop(page: Page) {
  const login = await page.request.post('/api/auth', { headers: cookieMode, data: tradeUser });
  expect(login.status(), 'POST /auth as the trade user').toBe(200);
  const me = await page.request.get('/api/me', { headers: cookieMode });
  expect(me.status(), 'GET /me').toBe(200);
  const claims = (await me.json()) as { exp: number };
  // localStorage belongs to the origin: a small same-origin document (not the app) to write it from.
  await page.goto('/api/docs/openapi.json');
  await page.evaluate((stored) => {
    localStorage.setItem('claims', JSON.stringify(stored));
    localStorage.setItem('expires_at', String(stored.exp * 1000));
  }, claims);
  await page.goto('/');
  await expectLoggedIn(page);
}

/** From the editor: part selection, down through Braking to the brake pads that fit. */
export async function openBrakePadsThatFit(page: Page) {
  await page.getByRole('link', { name: 'Choose parts by category' }).click();
  for (const name of [/^Braking/, /^Brake Pads/]) {
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name }).click();
  }
  await expect(page.getByRole('list', { name: 'Parts that fit' })).toBeVisible();
}
