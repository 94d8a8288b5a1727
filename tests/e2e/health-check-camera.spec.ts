// The camera view (issue 46: "a camera view where the browser allows"): on a tablet whose file
// input would open a file chooser, the photo is taken from the live camera. Chromium's fake camera
// stands in for the tablet's.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';
import { logInToWorkshop } from './support/work-orders';

test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  viewport: { width: 1280, height: 800 },
});

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

test('a photo taken in the camera view is kept, sent once, and no larger than a photo is kept', async ({ page }) => {
  await logInToWorkshop(page);
  await page.goto('/health-checks');
  await page.getByLabel('Registration').fill('wb18 yre');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WB18 YRE');
  const id = page.url().split('/').pop()!;

  const battery = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Battery test' }) });
  await battery.getByRole('button', { name: 'Camera view for Battery test' }).click();
  const camera = page.getByRole('dialog', { name: 'Camera: Battery test' });
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(camera.getByRole('status')).toHaveText('1 taken and kept on this device.');
  await camera.getByRole('button', { name: 'Close the camera' }).click();
  await expect(battery.getByRole('img', { name: 'Photo 1 of Battery test' })).toBeVisible();

  await expect
    .poll(async () => {
      const held = await page.request.get(`/api/health-checks/${id}`, { headers: cookieMode });
      return held.ok() ? ((await held.json()) as { photos: { bytes: number }[] }).photos : [];
    })
    .toHaveLength(1);
  const held = (await (await page.request.get(`/api/health-checks/${id}`, { headers: cookieMode })).json()) as {
    photos: { bytes: number }[];
  };
  expect(held.photos[0]!.bytes).toBeLessThanOrEqual(400 * 1024);
});
