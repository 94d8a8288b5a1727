// The MOT history of the README's featured vehicles (server/demo/vehicles/featured.ts): the
// Focus's failed test and its retest four days later both show, and the Golf's outstanding
// recall is said.
import { expect, test, type Page } from '@playwright/test';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

async function openMotHistory(page: Page, vrm: string) {
  await page.goto('/');
  const plate = page.getByRole('form', { name: 'Search by registration' }).getByRole('textbox');
  await plate.fill(vrm);
  await plate.press('Enter');
  const vehicle = page.getByRole('banner').getByRole('group', { name: 'Your vehicle' });
  await expect(vehicle).toContainText(vrm.toUpperCase());
  await vehicle.getByRole('button', { name: 'MOT history' }).click();
  const mot = page.getByRole('dialog', { name: 'MOT history' });
  await expect(mot.getByRole('img', { name: /^Mileage at \d+ MOT tests/ })).toBeVisible();
  return mot;
}

test('the Focus: a failed test and its retest are both on the chart', async ({ page }) => {
  const mot = await openMotHistory(page, 'wb19 kfd');
  await expect(mot.locator('canvas').first()).toBeVisible();
  await expect(mot.locator('.mot-chart__key')).toContainText('Failed, then passed on a retest');
  const results = await mot
    .getByRole('table', { name: 'Mileage at each MOT test, oldest first' })
    .getByRole('row')
    .allTextContents();
  expect(results.some((row) => /Failed/.test(row))).toBe(true);
  await expect(mot.getByText('No outstanding safety recall.')).toBeVisible();
});

test('the Golf: its outstanding recall, with where to read about it', async ({ page }) => {
  const mot = await openMotHistory(page, 'wb16 glf');
  const recall = mot.getByRole('region', { name: 'Outstanding safety recall' });
  await expect(recall).toBeVisible();
  await expect(recall.getByRole('link', { name: /Check the recall on GOV.UK/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/check-vehicle-recall',
  );
});
