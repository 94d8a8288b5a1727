// Every page a trade workshop opens, at the three sizes Workbay is used at (a laptop at the counter,
// a tablet upright in the bay, a phone): each one's heading shows, axe finds no WCAG A/AA
// violation, the page never scrolls sideways, and a screenshot of its first screen is kept with the
// test's results (issue 45). LOOK_DIR=folder writes each whole page there to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openLoggedIn, tradeUser } from './support/account';

// Nothing here is about the service worker: without it the browser does not precache the whole
// app while the pages are looked at.
test.use({ serviceWorkers: 'block' });
// Some thirty pages, each waited for, checked and photographed.
test.setTimeout(600_000);

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A page by its path, or the first of a list's own links (an order, a work order…). */
type Visit = { name: string; path: string } | { name: string; list: string; link: string };

const visits: Visit[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/braking' },
  { name: 'product', path: '/products/100001' },
  { name: 'search', path: '/search?q=brake%20pads' },
  { name: 'stores', path: '/stores' },
  { name: 'store', list: '/stores', link: 'a[href^="/stores/"]' },
  { name: 'basket', path: '/store/basket' },
  { name: 'favourites', path: '/account/favourites' },
  { name: 'account', path: '/account' },
  { name: 'addresses', path: '/account/addresses' },
  { name: 'orders', path: '/account/orders' },
  { name: 'order', list: '/account/orders', link: 'main a[href^="/account/orders/"]' },
  { name: 'invoices', path: '/account/invoices' },
  { name: 'invoice', list: '/account/invoices', link: 'main a[href^="/account/invoices/"]' },
  { name: 'tracking', path: '/account/tracking' },
  { name: 'returns', path: '/account/returns' },
  { name: 'quotes', path: '/account/quotes' },
  { name: 'quote', list: '/account/quotes', link: 'main a[href^="/account/quotes/"]' },
  { name: 'work-orders', path: '/work-orders' },
  { name: 'work-order', list: '/work-orders', link: 'main a[href^="/work-orders/"]' },
  { name: 'clocking', path: '/clocking' },
  { name: 'health-checks', path: '/health-checks' },
  {
    name: 'health-check',
    list: '/health-checks',
    link: 'main a[href^="/health-checks/"]:not([href$="/figures"]):not([href$="/settings"])',
  },
  { name: 'health-check-figures', path: '/health-checks/figures' },
  { name: 'health-check-settings', path: '/health-checks/settings' },
  { name: 'deferred-work', path: '/deferred-work' },
  { name: 'workshop-board', path: '/workshop' },
  { name: 'workshop-figures', path: '/workshop/figures' },
  { name: 'vehicles-due', path: '/workshop/due' },
  { name: 'sync', path: '/sync' },
  { name: 'offline-catalogue', path: '/settings/offline-catalogue' },
  { name: 'articles', path: '/articles/guides' },
  { name: 'change-password', path: '/account/change-password' },
  { name: 'not-found', path: '/no-such-page' },
];

/** The page's heading is up and nothing on it is still loading. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await expect(page.locator('main [role="status"][aria-label="Loading"]')).toHaveCount(0, { timeout: 20_000 });
  // Scrolled through once, as a person reads it: product cards below the screen are laid out only
  // when scrolled to (content-visibility), and axe would measure them at the height held for them.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

async function open(page: Page, visit: Visit) {
  if ('path' in visit) {
    await page.goto(visit.path);
  } else {
    await page.goto(visit.list);
    const first = page.locator(visit.link).first();
    await expect(first, `a link on ${visit.list} to open the ${visit.name}`).toBeVisible({ timeout: 30_000 });
    await first.click();
  }
  await settled(page);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const where = (node: { target: unknown[]; html: string }) => `${node.target.join(' ')} ${node.html.slice(0, 90)}`;
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map(where).join(', ')}`);
}

for (const size of sizes) {
  test(`every page on a ${size.name} (${size.width}×${size.height}): axe 0, no sideways scroll`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openLoggedIn(page, tradeUser);
    const lookDir = process.env.LOOK_DIR;
    if (lookDir) mkdirSync(lookDir, { recursive: true });
    const problems: string[] = [];
    for (const visit of visits) {
      await test.step(visit.name, async () => {
        await open(page, visit);
        for (const found of await axeViolations(page)) problems.push(`${visit.name}: ${found}`);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth)
          problems.push(`${visit.name}: ${scrollWidth} px wide on a ${innerWidth} px screen`);
        const shot = await page.screenshot({ fullPage: Boolean(lookDir) });
        await testInfo.attach(`${visit.name}-${size.width}`, { body: shot, contentType: 'image/png' });
        if (lookDir) writeFileSync(join(lookDir, `${visit.name}-${size.width}.png`), shot);
      });
    }
    expect(problems).toEqual([]);
  });
}
