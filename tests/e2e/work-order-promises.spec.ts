// Issue 42: what a work order computes and allows, as a garage would check it. The customer's yes
// is a promise (a rise after it awaits them, on screen and on the job sheet); a job added after an
// outage is priced at the account's rate, never £0; a reference typed and left by Back is kept.
import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { downloadedPdfText } from './support/pdf';
import { logInToWorkshop, openBrakePadsThatFit } from './support/work-orders';

const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible({ timeout: 60_000 });
const jobs = (page: Page) => page.getByRole('list', { name: 'Jobs', exact: true });
/** A figure of the summary, by its term ('Awaiting authorisation'), as the screen shows it. */
const figure = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function startWorkOrder(page: Page, registration: string) {
  await logInToWorkshop(page);
  await page.getByRole('link', { name: 'Work orders' }).click();
  await waitForControllingWorker(page);
  await page.getByLabel('Registration').fill(registration);
  await page.getByRole('button', { name: 'Start work order' }).click();
  await saved(page);
  await expect(page.getByLabel('Find a repair time')).toBeVisible();
}

async function addTask(page: Page, words: string, task: string) {
  await page.getByLabel('Find a repair time').fill(words);
  await page
    .getByRole('list', { name: 'Repair times found' })
    .getByRole('button', { name: `Add ${task}` })
    .click();
  await expect(jobs(page).getByRole('listitem').filter({ hasText: task })).toHaveCount(1);
  await page.getByLabel('Find a repair time').fill('');
}

test('authorised, then the time raised and a part added: both await the customer, and the job sheet says so', async ({
  page,
}) => {
  await startWorkOrder(page, 'wb19 kfd');
  await addTask(page, 'front brake pads', 'Front brake pads - renew');
  await saved(page);

  await page.getByRole('button', { name: 'Record authorisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer’s authorisation' });
  await dialog.getByLabel('Authorised by').fill('Mrs J. Kaur');
  await dialog.getByLabel('By phone').check();
  await dialog.getByRole('button', { name: 'Record authorisation' }).click();
  await saved(page);
  await expect(figure(page, 'Awaiting authorisation')).toHaveText('£0.00');
  const agreed = (await figure(page, 'Authorised (agreed)').textContent()) ?? '';
  expect(agreed).toMatch(/^£\d+\.\d\d$/);
  const job = jobs(page).getByRole('listitem').filter({ hasText: 'Front brake pads - renew' });
  await expect(job.getByText(`Authorised: ${agreed} agreed by Mrs J. Kaur by phone`)).toBeVisible();

  // The mechanic finds seized slide pins: an hour and a half, typed as people type it.
  const time = job.getByLabel(/^Time charged for/);
  await time.fill('1.5');
  await time.blur();
  await expect(time).toHaveValue('01:30');
  await saved(page);
  // The agreed amount has not moved; the rise awaits the customer, on the line and in the summary.
  await expect(figure(page, 'Authorised (agreed)')).toHaveText(agreed);
  // The rise shows once the raised time is priced: wait for it rather than read the figure before.
  await expect(figure(page, 'Awaiting authorisation')).not.toHaveText('£0.00');
  const rise = (await figure(page, 'Awaiting authorisation').textContent()) ?? '';
  await expect(job.getByText(`Awaiting authorisation of ${rise} more than the ${agreed} agreed`)).toBeVisible();
  // By hand: what the job costs now is the amount agreed and the rise.
  const pounds = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);
  await expect(figure(page, 'Total including VAT')).toHaveText(
    `£${((pounds(agreed) + pounds(rise)) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );

  // A part added after the customer agreed awaits them too, on its line and in the summary.
  await openBrakePadsThatFit(page);
  await page
    .getByRole('list', { name: 'Parts that fit' })
    .getByRole('listitem')
    .filter({ hasText: /at your branch/, hasNot: page.getByRole('list') })
    .first()
    .getByRole('button')
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is on the work order' })).toBeVisible();
  await page.getByRole('link', { name: /^Back to WO-/ }).click();
  await saved(page);
  await expect(figure(page, 'Authorised (agreed)')).toHaveText(agreed);
  const awaiting = (await figure(page, 'Awaiting authorisation').textContent()) ?? '';
  expect(pounds(awaiting)).toBeGreaterThan(pounds(rise));
  const added = page.getByRole('list', { name: 'Parts', exact: true }).getByRole('listitem').last();
  await expect(
    added.getByText(`Awaiting authorisation: £${((pounds(awaiting) - pounds(rise)) / 100).toFixed(2)}`),
  ).toBeVisible();

  // Work does not start on what the customer has not agreed to, unless a reason is recorded.
  await page.getByRole('button', { name: 'Start work' }).click();
  const start = page.getByRole('dialog', { name: 'Start work' });
  await expect(start.getByText(`${awaiting} of this work is not authorised yet.`)).toBeVisible();
  await start.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print job sheet' }).click();
  const text = await downloadedPdfText(await download);
  expect(text).toContain(`Awaiting authorisation of ${rise} more than the ${agreed} agreed`);
  expect(text).toContain(`Awaiting authorisation: £${((pounds(awaiting) - pounds(rise)) / 100).toFixed(2)}`);
  expect(text).toMatch(new RegExp(`Authorised \\(agreed\\), including VAT ${agreed.replace('.', '\\.')}`));
  await page.screenshot({ path: test.info().outputPath('raised-after-authorisation.png'), fullPage: true });
});

test('offline and back: a repair job added after the outage is priced at the account’s rate, not £0', async ({
  page,
  context,
}) => {
  // The work order is started during the outage, on a tablet that has only seen the list online.
  await logInToWorkshop(page);
  await page.getByRole('link', { name: 'Work orders' }).click();
  await waitForControllingWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await goOffline(context);
  await page.getByLabel('Registration').fill('wb68 fcs');
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByRole('textbox', { name: /^Reference/ })).toBeVisible();
  // Back online, without a reload: the rates are there, and a job is priced at the account's.
  await goOnline(context);
  await saved(page);
  await addTask(page, 'front brake pads', 'Front brake pads - renew');
  const job = jobs(page).getByRole('listitem').filter({ hasText: 'Front brake pads - renew' });
  await expect(job.getByText('Mechanical – £72.00 an hour')).toBeAttached();
  await saved(page);
  await expect(job.locator('.wo-line__price')).not.toHaveText('£0.00');
  await expect(figure(page, 'Labour')).not.toHaveText('£0.00');
});

test('a reference typed and left by Back is still there, offline too', async ({ page, context }) => {
  await startWorkOrder(page, 'wb16 glf');
  const url = page.url();
  await goOffline(context);
  const reference = page.getByRole('textbox', { name: /^Reference/ });
  await reference.fill('PO 40917');
  // No blur: the browser's Back straight from the field.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('textbox', { name: /^Reference/ })).toHaveValue('PO 40917');
  await goOnline(context);
  await saved(page);
  const id = url.split('/').pop();
  const held = await (
    await page.request.get(`/api/work-orders/${id}`, {
      headers: { 'x-session-mode': 'cookie', accept: 'application/json' },
    })
  ).json();
  expect(held.reference).toBe('PO 40917');
});
