import { chromium } from '@playwright/test';
import { chromiumArgs } from './find-chromium.mjs';
const base = 'http://127.0.0.1:3997';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  await page.goto(base + '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByRole('banner').waitFor();
  await page.screenshot({ path: `/tmp/shots/home-online-${w}.png` });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('banner').getByText('Offline', { exact: true }).waitFor();
  await page.screenshot({ path: `/tmp/shots/home-offline-${w}.png` });
  await page.goto(base + '/account/login');
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/login-offline-${w}.png` });
  await context.setOffline(false);
  await context.close();
}
await browser.close();
