// What the offline tests share: a page controlled by the service worker, and the server's view.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Reloads until the service worker controls the page, so that reloads work offline. */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

/** The logged-in user's basket as the server holds it (its id is kept under `{userId}_basket`). */
export async function basketOnServer(page: Page) {
  const id = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('_basket') && k !== 'guest_basket');
    return key ? localStorage.getItem(key) : null;
  });
  expect(id).not.toBeNull();
  const response = await page.request.get(`/api/baskets/${id}`, { headers: cookieMode });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; lines: { product: string; quantity: number }[] };
}

/** Product path → quantity, for comparing baskets. */
export function quantities(basket: { lines: { product: string; quantity: number }[] }): Record<string, number> {
  return Object.fromEntries(basket.lines.map((line) => [line.product, line.quantity]));
}

/** Ends the session's access token only (as if it expired): the refresh token still works. */
export async function dropAccessToken(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'wb_token' });
}

/** The header's sync link says every change has been sent (a positive check: a page mid-render has no link at all). */
export async function expectNothingWaiting(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.getByRole('link', { name: /All changes sent/ })).toBeVisible({ timeout });
}

/** One API call the page made, as its own fetch saw it. */
export interface SeenCall {
  method: string;
  path: string;
  key: string | null;
  status: number | null;
}

/**
 * Records every API call the app's pages make through `fetch`, in the page itself: Playwright's
 * request events miss some calls of pages a service worker controls. Read with `callsSeen`.
 */
export async function recordCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: { method: string; path: string; key: string | null; status: number | null }[] = [];
    (window as unknown as { __calls: typeof calls }).__calls = calls;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        location.href,
      );
      const headers = new Headers(init?.headers);
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        key: headers.get('idempotency-key'),
        status: null as number | null,
      };
      if (url.pathname.startsWith('/api/')) calls.push(call);
      const response = await original(input, init);
      call.status = response.status;
      return response;
    };
  });
}

export async function callsSeen(page: Page): Promise<SeenCall[]> {
  return page.evaluate(() => (window as unknown as { __calls: SeenCall[] }).__calls ?? []);
}

/**
 * Cuts the network for the pages and for the service worker: `setOffline` alone does not cut the
 * worker's own requests (its stale-while-revalidate refreshes would still reach the server), so
 * they are aborted too while offline. `goOnline` undoes both.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/**
 * Navigating while offline: this Chromium (156) serves the new document offline but reports
 * `navigator.onLine === true` in it (seen here: false before `goto`, true after). The emulation is
 * set again so the page knows it is offline, as a real device would.
 */
export async function gotoOffline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await stillOffline(page);
}

/** A reload while offline, with the same care as gotoOffline. */
export async function reloadOffline(page: Page): Promise<void> {
  await page.reload();
  await stillOffline(page);
}

async function stillOffline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
