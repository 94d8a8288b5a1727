// No Intl object is made as a main page opens (issue 23). The first Intl object a page makes loads
// the browser's locale data: 70–110 ms of main thread on a phone at 4× (docs/performance.md), all
// of it in one long task that blocking time counts. Money and counts are formatted without Intl
// (contract/money/format-money.ts); formatters of dates are made on their first use. Every page
// made one through the shipping rules' UK clock until those were made on first use too.
import { expect, test } from '@playwright/test';

const PAGES = ['/', '/category/braking', '/products/100001', '/search?q=brake%20pads', '/stores', '/store/basket'];

// Plain script text: notes each Intl object made, and each locale method called (they make one).
const WATCH_INTL = `
  window.intlUses = [];
  var note = function (what) {
    var stack = (new Error().stack || '').split('\\n').slice(2, 4).join(' | ');
    window.intlUses.push(what + ' at ' + Math.round(performance.now()) + ' ms: ' + stack);
  };
  ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'].forEach(
    function (name) {
      Intl[name] = new Proxy(Intl[name], {
        construct: function (target, args) { note('Intl.' + name); return Reflect.construct(target, args); },
        apply: function (target, self, args) { note('Intl.' + name); return Reflect.apply(target, self, args); },
      });
    },
  );
  [
    [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [Number.prototype, ['toLocaleString']],
    [String.prototype, ['localeCompare']],
  ].forEach(function (pair) {
    pair[1].forEach(function (name) {
      var original = pair[0][name];
      pair[0][name] = function () { note(name); return original.apply(this, arguments); };
    });
  });
`;

for (const path of PAGES) {
  test(`${path} makes no Intl object as it opens`, async ({ page }) => {
    await page.addInitScript({ content: WATCH_INTL });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // Past the start: the first screen, the page's reads, then what waits for them (the device's
    // engines, the header's device parts, the home page's recent vehicles).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const uses = await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
    expect(uses).toEqual([]);
  });
}

// A basket with lines shows its delivery form as it opens, whose first date is today in the UK:
// the UK's clock made an Intl object there until it was kept by its rule (contract/shipping).
test('/store/basket with a line makes no Intl object as it opens', async ({ page }) => {
  await page.goto('/category/braking/brake-pads');
  await page.getByRole('button', { name: 'Add to basket' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to basket' }).first()).toBeVisible();
  await page.addInitScript({ content: WATCH_INTL });
  await page.goto('/store/basket');
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const uses = await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
  expect(uses).toEqual([]);
});
