// The bay's health check (issue 46): started and marked through a Wi-Fi outage, it reaches the
// server once, as it was marked.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectNothingWaiting, goOffline, goOnline, reloadOffline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

test('a health check started offline, measured and marked, reaches the server once as marked', async ({
  page,
  context,
}) => {
  test.slow();
  await logInToWorkshop(page);
  await page.goto('/health-checks');
  await waitForControllingWorker(page);
  await expect(page.getByRole('heading', { name: 'Health checks', level: 1 })).toBeVisible();

  await goOffline(context);
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByLabel('Checklist').selectOption('quick');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
  const id = page.url().split('/').pop()!;

  // Four tyres measured: the lowest reading sets the colour (2.8 mm: amber).
  const tyre = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tyre N/S front' }) });
  for (const [place, depth] of [
    ['outer', '2.8'],
    ['middle', '3.1'],
    ['inner', '3.3'],
  ] as const) {
    await tyre.getByLabel(`Tread ${place}`, { exact: true }).fill(depth);
    await tyre.getByLabel(`Tread ${place}`, { exact: true }).blur();
  }
  await expect(tyre.getByRole('radio', { name: 'Amber' })).toHaveAttribute('aria-checked', 'true');
  // A pad at 2.1 mm is red; the rest of the brakes and hubs green in one tap.
  const pads = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Brake pads N/S front' }) });
  await pads.getByLabel('Pad', { exact: true }).fill('2.1');
  await pads.getByLabel('Pad', { exact: true }).blur();
  await expect(pads.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');

  await reloadOffline(page);
  await expect(tyre.getByRole('radio', { name: 'Amber' })).toHaveAttribute('aria-checked', 'true');
  await expect(pads.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await goOnline(context);
  await expectNothingWaiting(page);
  const held = await page.request.get(`/api/health-checks/${id}`, { headers: cookieMode });
  expect(held.status()).toBe(200);
  const check = (await held.json()) as { items: { key: string; state: string; measurement: unknown }[] };
  expect(check.items.find((item) => item.key === 'tyre-nsf')).toMatchObject({
    state: 'amber',
    measurement: { kind: 'tread', outer: 28, middle: 31, inner: 33 },
  });
  expect(check.items.find((item) => item.key === 'pads-nsf')).toMatchObject({ state: 'red' });
});
