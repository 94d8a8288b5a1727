// The product page's and the stores page's shells name the page's code (issue 23): a first visit fetches its chunks
// beside the start chunk, not in a second wave once the start has run. The build lists the page's
// files (scripts/route-preloads-plugin.ts) and the server puts them in the HTML
// (server/plugins/route-preloads.ts). This fails when the page's route comes to import a chunk
// that the list does not name, as it would after the page is renamed or split.
import { expect, test } from '@playwright/test';
import { firstScreenTime, markFirstScreen } from './support/first-screen';

const PAGES = ['/products/100001', '/stores'];

for (const path of PAGES) {
  test(`${path}: every script its first screen loads is named in its HTML, at low priority`, async ({
    page,
    request,
  }) => {
    const shellOf = async (at: string) => (await request.get(at, { headers: { accept: 'text/html' } })).text();
    const preloadsOf = (shell: string) =>
      [...shell.matchAll(/<link rel="modulepreload" ([^>]*)>/g)].map((match) => match[1] ?? '');
    const html = await shellOf(path);
    // The start's own files (Vite's preloads in every shell, the start and the runtime it shares with
    // the customer's health-check page) are what the first paint needs; the rest are the page's.
    const start = new Set(preloadsOf(await shellOf('/account/login')));
    const preloads = preloadsOf(html).filter((attributes) => !start.has(attributes));
    expect(preloads.length, 'the page’s chunks are named').toBeGreaterThan(0);
    // Below the start's styles and script, which the first paint needs.
    for (const attributes of preloads) expect(attributes).toContain('fetchpriority="low"');
    const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));

    await markFirstScreen(page);
    await page.goto(path);
    await expect.poll(() => firstScreenTime(page)).not.toBeNull();
    const shownAt = (await firstScreenTime(page)) ?? 0;
    const scripts = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < before && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname),
      shownAt,
    );
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => !named.has(script))).toEqual([]);
  });
}
