// Offline search finds what online finds (issue 45): at the counter, with the branch's catalogue
// on the device and the line down, "wiper blade" on a work order for a Focus finds the blades that
// fit it (it said "No parts match"); words the pack does not hold say so and are kept to search
// online when the line is back.
import { expect, test } from '@playwright/test';
import { goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop } from './support/work-orders';

test('offline, "wiper blade" on a work order finds the blades for its car; what the pack lacks says so', async ({
  page,
  context,
}) => {
  test.slow();
  await logInToWorkshop(page);
  await page.goto('/settings/offline-catalogue');
  await waitForControllingWorker(page);
  await page.getByLabel('Catalogue of').selectOption({ label: 'Leeds Kirkstall (your trade account)' });
  await page.getByRole('button', { name: 'Download catalogue' }).click();
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeVisible({ timeout: 60_000 });

  // Online: the car looked up, so the part search keeps to what fits it.
  await page.getByRole('link', { name: 'Work orders' }).first().click();
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByText('Focus Mk4').first()).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });

  await goOffline(context);
  const search = page.getByLabel('Find a part');
  await search.fill('wiper blade');
  await expect(page.getByText('Offline: searching the offline catalogue on this device.')).toBeVisible();
  const found = page.getByRole('list', { name: 'Parts found' }).getByRole('listitem');
  await expect(found.first()).toBeVisible();
  for (const name of await found.allInnerTexts()) expect(name).toMatch(/Wiper Blade/);
  await expect(page.getByText('No parts match.')).toHaveCount(0);

  // Words the pack does not hold: said plainly, and kept to search online when back.
  await search.fill('zephyrine');
  await expect(page.getByText(/Not in this branch’s offline catalogue/)).toBeVisible();
  await page.getByRole('button', { name: 'Search online when back' }).click();
  await expect(page.getByText('“zephyrine” will be searched online as soon as the connection is back.')).toBeVisible();
  await search.fill('');
  await goOnline(context);
  await expect(search).toHaveValue('zephyrine');
  await expect(page.getByText('Offline: searching the offline catalogue on this device.')).toHaveCount(0);
});
