// Clocking on the bay tablet (issue 47): a technician switched on with their PIN online clocks
// onto a job offline, onto another, pauses, and once the tablet reconnects the server holds those
// clocks exactly once each.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNothingWaiting, goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };
const PADS = 'Front brake pads - renew';
const FILTER = 'Air filter - renew';

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

/** The Leeds workshop logged in, a work order with two jobs saved on the server: its id. */
async function workOrderWithTwoJobs(page: Page): Promise<string> {
  await logInToWorkshop(page);
  await page.goto('/work-orders');
  await waitForControllingWorker(page);
  await page.getByLabel('Registration').fill('wb19 kfd');
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
  await expect(page.getByLabel('Find a repair time')).toBeVisible({ timeout: 30_000 });
  await addTask(page, 'front brake pads', PADS);
  await addTask(page, 'air filter', FILTER);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  return page.url().split('/').pop()!;
}

async function switchTo(page: Page, name: string, pin: string) {
  const bar = page.getByRole('region', { name: 'Clocking' });
  await bar.getByRole('button', { name: /Choose technician|Switch technician/ }).click();
  await bar.getByLabel('Technician').selectOption({ label: name });
  await bar.getByLabel('PIN').fill(pin);
  await bar.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(bar.getByRole('heading', { name: `On this tablet: ${name}` })).toBeVisible();
}

interface ServerEvent {
  id: string;
  technician: string;
  kind: string;
  workOrder: string | null;
  job: string | null;
  from: string | null;
  flags: string[];
}

test('clocks made offline reach the server once each, as the technician made them', async ({ page, context }) => {
  const id = await workOrderWithTwoJobs(page);
  await switchTo(page, 'Tom Fletcher', '1357');

  // The Wi-Fi drops. The tablet still switches to Tom, who used his PIN on it online; not to
  // Callum, who has not (decision 108).
  await goOffline(context);
  const bar = page.getByRole('region', { name: 'Clocking' });
  await bar.getByRole('button', { name: 'Leave the tablet' }).click();
  await expect(bar.getByRole('heading', { name: 'Nobody is on this tablet' })).toBeVisible();
  await bar.getByRole('button', { name: 'Choose technician' }).click();
  await bar.getByLabel('Technician').selectOption({ label: 'Callum Reid' });
  await bar.getByLabel('PIN').fill('3579');
  await bar.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(bar.getByText(/Callum Reid has not used their PIN on this tablet online/)).toBeVisible();
  await bar.getByLabel('Technician').selectOption({ label: 'Tom Fletcher' });
  await bar.getByLabel('PIN').fill('1357');
  await bar.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(bar.getByRole('heading', { name: 'On this tablet: Tom Fletcher' })).toBeVisible();

  // Onto the pads, onto the filter (which ends the pads), then a break.
  await page.getByRole('button', { name: `Clock on ${PADS}` }).click();
  await expect(page.getByRole('button', { name: `Clock off ${PADS}` })).toBeVisible();
  await page.getByRole('button', { name: `Clock on ${FILTER}` }).click();
  await expect(page.getByRole('button', { name: `Clock off ${FILTER}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Clock on ${PADS}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pause (break)' }).click();
  await expect(page.getByText('On a break')).toBeVisible();
  await expect(page.getByRole('button', { name: `Clock on ${FILTER}` })).toBeVisible();
  await expect(page.getByText('Clocked on this tablet, waiting to be sent.').first()).toBeVisible();

  await goOnline(context);
  await expectNothingWaiting(page);
  await expect(page.getByText('Clocked on this tablet, waiting to be sent.')).toHaveCount(0);

  const technicians = await page.request.get('/api/technicians', { headers: cookieMode });
  const tom = ((await technicians.json())['hydra:member'] as { id: string; name: string }[]).find(
    (person) => person.name === 'Tom Fletcher',
  )!;
  const response = await page.request.get(`/api/clock-events?technician=${tom.id}`, { headers: cookieMode });
  expect(response.status()).toBe(200);
  const all = (await response.json())['hydra:member'] as ServerEvent[];
  const pads = all.filter((event) => event.workOrder === id && event.kind === 'job-on' && event.from === null);
  expect(pads).toHaveLength(1);
  const filter = all.filter((event) => event.from === pads[0]!.id);
  expect(filter).toHaveLength(1);
  expect(filter[0]).toMatchObject({ kind: 'job-on', workOrder: id });
  expect(filter[0]!.job).not.toBe(pads[0]!.job);
  const pause = all.filter((event) => event.from === filter[0]!.id);
  expect(pause).toHaveLength(1);
  expect(pause[0]).toMatchObject({ kind: 'break', workOrder: null, job: null });
  // Nothing else of this work order: each clock once.
  expect(all.filter((event) => event.workOrder === id)).toHaveLength(2);
  expect(new Set(all.map((event) => event.id)).size).toBe(all.length);

  // The lines show worked against sold time; the page has no accessibility violations.
  await expect(page.getByText(/^Worked 0:0\d of \d+:\d\d/).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.clock-bar').include('.wo-lines').analyze();
  expect(results.violations).toEqual([]);

  // The technician's own page: who is on the tablet, their clocks today.
  await page.goto('/clocking');
  await expect(page.getByRole('heading', { name: 'On this tablet: Tom Fletcher' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tom Fletcher’s clocks, last 24 hours' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Break' }).first()).toBeVisible();
  const pageResults = await new AxeBuilder({ page }).analyze();
  expect(pageResults.violations).toEqual([]);
});

test('a wrong PIN is refused beside the field', async ({ page }) => {
  await logInToWorkshop(page);
  await page.goto('/clocking');
  const bar = page.getByRole('region', { name: 'Clocking' });
  await bar.getByRole('button', { name: /Choose technician|Switch technician/ }).click();
  await bar.getByLabel('Technician').selectOption({ label: 'Priya Sharma' });
  await bar.getByLabel('PIN').fill('0000');
  await bar.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(bar.getByText('That PIN is not right. Please try again.')).toBeVisible();
  await expect(bar.getByLabel('PIN')).toHaveAttribute('aria-invalid', 'true');
});
