// The bay scenario (issue 24): a work order built on a tablet through a Wi-Fi outage reaches the
// server exactly once, with its content, status history and the server's prices.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { goOffline, goOnline, reloadOffline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop, openBrakePadsThatFit } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

async function addTask(page: Page, words: string, task: string) {
  const search = page.getByLabel('Find a repair time');
  await search.fill(words);
  await page
    .getByRole('list', { name: 'Repair times found' })
    .getByRole('button', { name: `Add ${task}` })
    .click();
  await expect(
    page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem').filter({ hasText: task }),
  ).toHaveCount(1);
  await search.fill('');
}

test('the bay scenario: a work order built offline reaches the server once, as it was built', async ({
  page,
  context,
}) => {
  await logInToWorkshop(page);
  await page.getByRole('link', { name: 'Work orders' }).click();
  await waitForControllingWorker(page);

  // Online: look the car up and start the work order; put a part on while the line is up.
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
  await expect(page.getByText('Focus Mk4').first()).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Find a repair time')).toBeVisible();
  // Part selection: the categories that fit the Focus, down to its brake pads.
  await openBrakePadsThatFit(page);
  await page.getByRole('list', { name: 'Parts that fit' }).getByRole('button').first().click();
  await expect(page.getByRole('status').filter({ hasText: 'is on the work order' })).toBeVisible();
  await page.getByRole('link', { name: /^Back to WO-/ }).click();
  await expect(page.getByRole('list', { name: 'Parts', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  const id = page.url().split('/').pop()!;

  // The Wi-Fi drops (the service worker's requests too).
  await goOffline(context);
  // A quick brake kit, front only: the rear components left out, a brand chosen for each fitment.
  await page.getByRole('button', { name: 'Quick brake kit', exact: true }).click();
  const kit = page.getByRole('region', { name: 'Quick brake kit' });
  for (const rear of await kit.getByRole('checkbox', { name: /^Rear|^Brake Fluid/ }).all()) await rear.uncheck();
  for (const group of await kit.locator('.wo-kit__entry:not([disabled]) .wo-kit__brands').all())
    await group.getByRole('radio').first().check();
  await expect(kit.getByText('Every part is chosen.')).toBeVisible();
  await kit.getByRole('button', { name: 'Add quick brake kit to the work order' }).click();
  await expect(page.getByRole('list', { name: 'Quick kits on the work order' }).getByRole('listitem')).toHaveCount(1);
  await addTask(page, 'front brake discs', 'Front brake discs and pads - renew');
  await addTask(page, 'front brake pads', 'Front brake pads - renew');
  const padsJob = page
    .getByRole('list', { name: 'Jobs', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Front brake pads - renew' });
  await expect(padsJob.getByText('covered by other work')).toBeVisible();
  const quantity = page.getByRole('list', { name: 'Parts', exact: true }).getByRole('spinbutton').first();
  await quantity.fill('2');
  await quantity.blur();
  await expect(page.getByText(/\d+ changes? waiting to be sent/)).toBeVisible();

  await page.getByRole('button', { name: 'Record authorisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer’s authorisation' });
  await dialog.getByLabel('Authorised by').fill('Mrs J. Kaur');
  await dialog.getByLabel('By phone').check();
  await dialog.getByRole('button', { name: 'Record authorisation' }).click();
  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(page.getByRole('heading', { name: 'Status: In progress' })).toBeVisible();

  // A reload while offline loses nothing; the work goes on.
  await reloadOffline(page);
  await expect(padsJob.getByText('covered by other work')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: In progress' })).toBeVisible();
  const mileage = page.getByLabel('Mileage');
  await mileage.fill('41250');
  await mileage.blur();
  await expect(page.getByText(/\d+ changes? waiting to be sent/)).toBeVisible();

  // The job sheet is built on the tablet, offline too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print job sheet' }).click();
  const sheet = await download;
  expect(sheet.suggestedFilename()).toMatch(/job-sheet\.pdf$/);
  expect(
    readFileSync(await sheet.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The line is back: everything is sent, and the server holds exactly that.
  await goOnline(context);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 60_000 });
  const response = await page.request.get(`/api/work-orders/${id}`, { headers: cookieMode });
  expect(response.status()).toBe(200);
  const held = await response.json();
  expect(held.workOrderJobs.map((job: { description: string }) => job.description)).toEqual([
    'Front brake discs and pads - renew',
    'Front brake pads - renew',
  ]);
  expect(held.workOrderJobs.map((job: { calculatedTime: string }) => job.calculatedTime)[1]).toBe('00:00');
  expect(held.workOrderJobs.every((job: { authorisation: unknown }) => job.authorisation !== null)).toBe(true);
  expect(held.workOrderItems.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
  expect(held.mileage).toBe(41_250);
  expect(held.workOrderQuickKits).toHaveLength(1);
  expect(held.workOrderQuickKits[0].workOrderQuickKitItems.every((item: { sku: string | null }) => item.sku)).toBe(
    true,
  );
  expect(held.status).toBe('in-progress');
  expect(held.statusHistory.map((move: { from: string; to: string }) => `${move.from}→${move.to}`)).toEqual([
    'pending→in-progress',
  ]);
  // One work order for this car made today, not two.
  const list = await page.request.get('/api/work-orders?search=WB19KFD&itemsPerPage=100', { headers: cookieMode });
  const mine = (await list.json())['hydra:member'].filter((order: { id: string }) => order.id === id);
  expect(mine).toHaveLength(1);
  // The screen shows the server's prices now.
  await expect(page.getByText('Worked out on this device')).toHaveCount(0);
});

/** A second tablet: a browser of its own (its own device store), logged in to the same workshop. */
async function tablet(browser: Browser, baseURL: string | undefined, url: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInToWorkshop(page);
  await page.goto(url);
  await waitForControllingWorker(page);
  if (url !== '/work-orders') {
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
    // The editor's job and rate lists are kept on the device once they answer: the test goes
    // offline next, and a fresh tablet has no copy of them before then.
    await expect(page.getByRole('button', { name: /^Diagnostic scan/ })).toBeVisible();
  }
  return { context, page };
}

const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible({ timeout: 60_000 });

test('two tablets offline on one work order: different changes merge; the same quantity clashes beside it', async ({
  browser,
  baseURL,
}) => {
  // Two browsers through an outage (40–50 s alone): CI's two workers on two cores passed 60 s once.
  test.slow();
  const a = await tablet(browser, baseURL, '/work-orders');
  await a.page.getByLabel('Registration').fill('WB16GLF');
  await a.page.getByRole('button', { name: 'Start work order' }).click();
  await expect(a.page.getByRole('heading', { level: 1 })).toContainText('WB16 GLF');
  await a.page.getByRole('button', { name: /^MOT test/ }).click();
  await a.page.getByLabel('Find a part').fill('oil filter');
  await a.page.getByRole('list', { name: 'Parts found' }).getByRole('button').first().click();
  await saved(a.page);
  const url = new URL(a.page.url()).pathname;
  const b = await tablet(browser, baseURL, url);

  // Offline, one changes the labour rate, the other adds a job.
  await goOffline(a.context);
  await goOffline(b.context);
  await a.page.getByLabel(/^Labour rate for MOT test/).selectOption({ index: 1 });
  await b.page.getByRole('button', { name: /^Diagnostic scan/ }).click();
  await goOnline(a.context);
  await saved(a.page);
  await goOnline(b.context);
  await saved(b.page);
  const jobs = b.page.getByRole('list', { name: 'Jobs', exact: true }).getByRole('listitem');
  await expect(jobs).toHaveCount(2);
  await expect(b.page.getByLabel(/^Labour rate for MOT test/)).toHaveValue(
    await a.page.getByLabel(/^Labour rate for MOT test/).inputValue(),
  );

  // Both change the same quantity offline: the second to arrive is shown the clash beside it.
  await goOffline(a.context);
  await goOffline(b.context);
  const quantityOn = (page: Page) =>
    page.getByRole('list', { name: 'Parts', exact: true }).getByRole('spinbutton').first();
  await quantityOn(a.page).fill('3');
  await quantityOn(a.page).blur();
  await quantityOn(b.page).fill('5');
  await quantityOn(b.page).blur();
  await goOnline(a.context);
  await saved(a.page);
  await goOnline(b.context);
  const clash = b.page.getByRole('list', { name: 'Parts', exact: true }).getByRole('alert');
  await expect(clash).toContainText('was changed on another device at the same time', { timeout: 60_000 });
  await expect(clash.getByRole('definition').first()).toHaveText('5');
  await expect(clash.getByRole('definition').nth(1)).toHaveText('3');
  await clash.getByRole('button', { name: 'Keep mine' }).click();
  await saved(b.page);
  await a.page.reload();
  await expect(quantityOn(a.page)).toHaveValue('5', { timeout: 30_000 });
  await a.context.close();
  await b.context.close();
});
