import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const base = 'http://127.0.0.1:3191';
const pages = ['/', '/category/braking', '/search?q=brake%20pads%20fosu', '/stores', '/store/basket', '/settings/offline-catalogue', '/account/login'];
for (const [w, h] of [[390, 844], [800, 1280], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  // A basket with a line, in euro.
  await page.goto(`${base}/search?q=P85020`);
  await page.getByRole('button', { name: '€ EUR' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).first().click();
  await page.waitForTimeout(800);
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `/tmp/p8/${name}-${w}.png` });
    console.log(w, path, 'overflow', over);
  }
  await ctx.close();
}
await browser.close();
