// A garage's own checklist and thresholds (issue 46: "templates per garage, editable"; "UK
// defaults a garage can change"): refused beside the field, saved, and used by the next check,
// offline too.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openLoggedIn } from './support/account';
import { goOffline, goOnline, waitForControllingWorker } from './support/offline';

// The Irish demo garage: no other browser test changes its settings.
const garage = { email: 'trade.ie@workbay.test', password: 'Trade-Eire-2026!' };

test('a garage changes its checklist and thresholds, and the next check started offline uses them', async ({
  page,
  context,
}) => {
  test.slow();
  await openLoggedIn(page, garage);
  await page.goto('/health-checks');
  await waitForControllingWorker(page);
  await page.getByRole('link', { name: 'Checklists and thresholds' }).click();
  await expect(page.getByRole('heading', { name: 'Checklists and thresholds', level: 1 })).toBeVisible();

  // An amber limit at the red one is refused beside its field, before anything is sent.
  const amber = page.getByLabel('Tread: amber below (mm)');
  await expect(amber).toHaveValue('3.0');
  await amber.fill('1.6');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(amber).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The amber limit must be above the red one.')).toBeVisible();

  await amber.fill('4.0');
  await page.getByLabel('Item 1 name').fill('Tyre N/S front (tread and pressure)');
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Item 16 name').fill('AdBlue level');
  await page.getByLabel('Section of item 16').selectOption('bonnet');
  await page.getByRole('button', { name: 'Remove Exhaust and mountings' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The next check, started with the Wi-Fi down, takes the saved checklist from the device.
  await page.getByRole('link', { name: 'Back to health checks' }).click();
  await goOffline(context);
  await page.getByLabel('Registration').fill('191 D 12345');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Tyre N/S front (tread and pressure)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AdBlue level' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Exhaust and mountings' })).toHaveCount(0);
  // 3.5 mm is green by the UK defaults and amber by this garage's 4.0 mm.
  const tyre = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tyre N/S front (tread and pressure)' }) });
  for (const place of ['outer', 'middle', 'inner'] as const) {
    await tyre.getByLabel(`Tread ${place}`, { exact: true }).fill('3.5');
    await tyre.getByLabel(`Tread ${place}`, { exact: true }).blur();
  }
  await expect(tyre.getByRole('radio', { name: 'Amber' })).toHaveAttribute('aria-checked', 'true');
  await goOnline(context);

  // Leave the garage as shipped for the next run.
  await page.goto('/health-checks/settings');
  await page.getByRole('button', { name: 'Put back the UK defaults' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});
