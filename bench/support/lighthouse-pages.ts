// What the Lighthouse bench does in the browser besides auditing: a basket with items to audit,
// the worker and its caches cleared, and the installed app opened again on a category seen before.
import type { BrowserContext } from '@playwright/test';

const CATEGORY = '/category/braking/brake-pads';

/** The main pages the Lighthouse bench audits, by name. */
export const PAGE_PATHS: Record<string, string> = {
  home: '/',
  category: '/category/braking',
  product: '/products/100001',
  search: '/search?q=brake%20pads%20fosu',
  stores: '/stores',
};

/** Three products in this device's (guest) basket, sent to the server. */
export async function prepareBasket(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}${CATEGORY}`);
  const add = page.getByRole('button', { name: 'Add to basket' });
  for (let index = 0; index < 3; index += 1) {
    await add.nth(index).click();
    await page.getByRole('status').filter({ hasText: 'Added to basket' }).first().waitFor();
  }
  await page.getByRole('link', { name: /All changes sent/ }).waitFor({ timeout: 30_000 });
  await page.close();
}

/** A first visit as far as code goes: no service worker, no caches; the device's data stays. */
export async function clearWorkerAndCaches(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await session.detach();
  await page.close();
}

/**
 * The installed app opened again: the category is visited once (the worker installs and keeps
 * the code, the page's data is cached), then opened in a new tab with the CPU 4× slower and a
 * slow 4G line (150 ms, 1.6 Mbit/s). Answers the median time from navigation to the first
 * product card on screen.
 */
export async function warmCategoryCardMs(context: BrowserContext, origin: string, runs: number): Promise<number> {
  const first = await context.newPage();
  await first.goto(`${origin}${CATEGORY}`);
  await first.evaluate(() => navigator.serviceWorker.ready);
  await first.reload();
  await first.locator('.product-card').first().waitFor();
  await first.close();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // Noted by the page itself when the first card is added, in navigation time.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('.product-card')) {
          (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}${CATEGORY}`);
    await page.locator('.product-card').first().waitFor();
    times.push(Math.round(await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt)));
    await session.detach();
    await page.close();
  }
  return times.sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)] as number;
}
