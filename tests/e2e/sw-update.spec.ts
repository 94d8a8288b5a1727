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

    // A full CI run once waited here for good, the button on "Reloading…" (stop 49): say then where
    // each worker stood, to tell a worker that never activated from a reload that never came.
    const reloaded = page.waitForEvent('load', { timeout: 60_000 }).catch(async () => {
      const states = await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            active: registration?.active?.state ?? null,
            waiting: registration?.waiting?.state ?? null,
            installing: registration?.installing?.state ?? null,
            controller: navigator.serviceWorker.controller?.state ?? null,
          };
        })
        .catch((error: unknown) => String(error));
      throw new Error(`No reload within 60 s of pressing Reload; the workers: ${JSON.stringify(states)}`);
    });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(prompt).toBeHidden();
    expect(await waitingState()).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  } finally {
    writeFileSync(workerFile, original);
  }
});
