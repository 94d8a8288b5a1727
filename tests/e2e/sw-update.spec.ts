// A new build's service worker waits until the person accepts the update prompt.
// Runs alone after the other projects (playwright.config.ts): it changes the served sw.js on
// disk, as a deploy would, and puts it back afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const workerFile = join(process.env.E2E_DIST_DIR ?? 'dist', 'sw.js');

test('a new version waits for the person and takes over on Reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  const waitingState = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

  const original = readFileSync(workerFile, 'utf8');
  try {
    // Any byte of difference makes the browser install the script as a new version.
    writeFileSync(workerFile, `${original}\n// next version\n`);
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible();
    expect(await waitingState()).toBe('installed');

    // Later keeps the old version in charge; the next visit offers the update again.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
    expect(await waitingState()).toBe('installed');
    await page.reload();
    await expect(prompt).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    expect(await waitingState()).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  } finally {
    writeFileSync(workerFile, original);
  }
});
