// A health check's photos (issue 46, "Photos that never get lost"): taken during a Wi-Fi outage,
// they are kept on the tablet through a reload and reach the server once each when it is back.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectNothingWaiting, goOffline, goOnline, reloadOffline, waitForControllingWorker } from './support/offline';
import { cameraJpeg } from './support/health-checks';
import { logInToWorkshop } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

test('three photos taken offline survive a reload and reach the server once each', async ({ page, context }) => {
  test.slow();
  await logInToWorkshop(page);
  await page.goto('/health-checks');
  await waitForControllingWorker(page);
  const photos = [await cameraJpeg(page, 10), await cameraJpeg(page, 130), await cameraJpeg(page, 250)];

  await goOffline(context);
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByLabel('Checklist').selectOption('quick');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
  const id = page.url().split('/').pop()!;

  const tyre = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tyre N/S front' }) });
  await expect(tyre.getByRole('button', { name: 'Take photo of Tyre N/S front' })).toBeVisible();
  for (const [index, buffer] of photos.entries()) {
    await tyre.locator('input[type=file]').setInputFiles({ name: `tyre-${index}.jpg`, mimeType: 'image/jpeg', buffer });
    await expect(tyre.getByRole('img', { name: /^Photo \d of Tyre N\/S front$/ })).toHaveCount(index + 1);
  }
  await expect(tyre.getByText('Not sent yet')).toHaveCount(3);
  await expect(page.getByText('3 photos waiting to upload.')).toBeVisible();

  await reloadOffline(page);
  const thumbs = tyre.getByRole('img', { name: /^Photo \d of Tyre N\/S front$/ });
  await expect(thumbs).toHaveCount(3);
  // Shown from the device's own copies: each thumbnail is an object URL of its Blob.
  for (const thumb of await thumbs.all()) await expect(thumb).toHaveAttribute('src', /^blob:/);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await goOnline(context);
  await expectNothingWaiting(page);
  await expect(page.getByText('Every photo is uploaded.')).toBeVisible();
  const held = await page.request.get(`/api/health-checks/${id}`, { headers: cookieMode });
  const check = (await held.json()) as {
    photos: { id: string; item: string; bytes: number }[];
    items: { id: string; key: string }[];
  };
  const tyreId = check.items.find((item) => item.key === 'tyre-nsf')!.id;
  expect(check.photos).toHaveLength(3);
  expect(new Set(check.photos.map((photo) => photo.id)).size).toBe(3);
  for (const photo of check.photos) {
    expect(photo.item).toBe(tyreId);
    // Made small on the device: 1600 px on the long edge at 0.8 is well under 400 KB.
    expect(photo.bytes).toBeLessThanOrEqual(400 * 1024);
    const read = await page.request.get(`/api/health-checks/${id}/photos/${photo.id}`, { headers: cookieMode });
    expect(read.status()).toBe(200);
    expect(read.headers()['content-type']).toBe('image/jpeg');
    expect(read.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await read.body()).length).toBe(photo.bytes);
  }

  // Cleared from the device, they are shown from the server's copies.
  await page.getByRole('button', { name: 'Clear uploaded photos from this device' }).click();
  await expect(page.getByText('3 uploaded photos cleared.')).toBeVisible();
  await expect(thumbs).toHaveCount(3);
  for (const thumb of await thumbs.all()) await expect(thumb).toHaveAttribute('src', /^blob:/);
  expect(await page.evaluate(async () => (await navigator.storage.persisted()) || 'asked')).toBeTruthy();
});

test('a photo whose upload is cut off goes again; one refused shows why, to try again', async ({ page, context }) => {
  test.slow();
  await logInToWorkshop(page);
  await page.goto('/health-checks');
  const photo = await cameraJpeg(page, 40);
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByLabel('Checklist').selectOption('quick');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
  const id = page.url().split('/').pop()!;

  // The first upload is cut off mid-way, the second refused; after that the server answers.
  const refusal = 'The photo did not arrive whole (its checksum does not match). Please try again.';
  let tries = 0;
  await context.route('**/api/health-checks/*/photos/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    tries += 1;
    if (tries === 1) return route.abort('connectionreset');
    if (tries === 2)
      return route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          '@type': 'ConstraintViolationList',
          title: 'An error occurred',
          detail: refusal,
          'hydra:title': 'An error occurred',
          'hydra:description': refusal,
          status: 422,
          violations: [{ propertyPath: 'content-digest', message: refusal }],
        }),
      });
    return route.continue();
  });

  const wipers = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Wiper blades and washers' }) });
  await wipers.locator('input[type=file]').setInputFiles({ name: 'wiper.jpg', mimeType: 'image/jpeg', buffer: photo });
  const refused = wipers.getByRole('alert').filter({ hasText: 'Photo not saved' });
  await expect(refused).toContainText(refusal, { timeout: 30_000 });
  expect(tries).toBe(2);

  await refused.getByRole('button', { name: 'Try again' }).click();
  await expectNothingWaiting(page);
  await expect(refused).toHaveCount(0);
  const held = await page.request.get(`/api/health-checks/${id}`, { headers: cookieMode });
  expect(((await held.json()) as { photos: unknown[] }).photos).toHaveLength(1);
});
