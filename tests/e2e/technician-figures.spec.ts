// The owner's technician figures (issue 47): a fixture week of clocks sent through the API, the
// page's numbers and its CSV compared with the same week worked by hand, readable by a screen reader.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openLoggedIn, tradeUser } from './support/account';
import { workshopApi } from './support/health-checks';

type Hydra<T> = { 'hydra:member': T[] };

/**
 * The week of Monday 2 March 2026 (GMT, so the garage's clock is UTC), long before the demo's
 * clocks. The events' ids are fixed, so a second run sends the same events and changes nothing.
 *
 * Tom, Monday: 08:00–16:30 with 30 min lunch = 8.00 attended; on jobs 2.50 + 1.42 (11:05–12:30) +
 * 3.00 = 6.92; waiting for parts 0.50, cleaning 0.50.
 * Tom, Tuesday: 07:58–17:15 less 45 min lunch = 8.53 attended; on jobs 4.00 + 3.25 = 7.25;
 * training 1.25.
 * Tom's week: attended 16.53, on jobs 14.17, indirect 2.25, breaks 1.25, productivity
 * 14.1667 ÷ 16.5333 = 85.7%.
 * Priya, Wednesday: 09:00–16:00 less 30 min (12:10–12:40) = 6.50 attended; on jobs 2.50 + 3.00 = 5.50; road test
 * 0.50, waiting for authorisation 0.33; productivity 5.5 ÷ 6.5 = 84.6%.
 * Garage: attended 23.03, on jobs 19.67, indirect 3.08, productivity 19.67 ÷ 23.03 = 85.4%. No
 * work order was completed that week: nothing sold, so an efficiency of 0.0% for those who
 * clocked on jobs and none (—) for Callum, who clocked nothing.
 */
const id = (n: number) => `019cac00-0000-7000-8000-${String(n).padStart(12, '0')}`;
const at = (day: number, time: string) => `2026-03-0${day}T${time}:00.000Z`;

async function sendFixtureWeek(request: APIRequestContext) {
  // Another tablet's session: the page's own is in cookie mode.
  const api = await workshopApi(request);
  const team = ((await api.get('/technicians')) as Hydra<{ id: string; name: string }>)['hydra:member'];
  const tom = team.find((person) => person.name === 'Tom Fletcher')!.id;
  const priya = team.find((person) => person.name === 'Priya Sharma')!.id;
  // Two completed demo work orders (none of the tests changes a completed one), lowest numbers first.
  const completed = (
    (await api.get('/work-orders?status=completed&itemsPerPage=100')) as Hydra<{
      id: string;
      workOrderNumber: string;
      numberOfJobs: number;
    }>
  )['hydra:member']
    .filter((order) => order.numberOfJobs > 0)
    .sort((a, b) => a.workOrderNumber.localeCompare(b.workOrderNumber))
    .slice(0, 2);
  const jobOf = async (order: { id: string }) => {
    const detail = (await api.get(`/work-orders/${order.id}`)) as { workOrderJobs: { id: string }[] };
    return { workOrder: order.id, job: detail.workOrderJobs[0]!.id };
  };
  const [a, b] = [await jobOf(completed[0]!), await jobOf(completed[1]!)];
  let n = 0;
  let running: string | null = null;
  const send = async (technician: string, deviceTime: string, kind: string, extra: object = {}) => {
    n += 1;
    const event = { id: id(n), technician, kind, deviceTime, from: kind === 'shift-start' ? null : running, ...extra };
    await api.post('/clock-events', event);
    running = kind === 'shift-end' ? null : kind === 'shift-start' ? running : event.id;
  };
  await send(tom, at(2, '08:00'), 'shift-start');
  await send(tom, at(2, '08:05'), 'job-on', a);
  await send(tom, at(2, '10:35'), 'indirect', { reason: 'waiting-for-parts' });
  await send(tom, at(2, '11:05'), 'job-on', b);
  await send(tom, at(2, '12:30'), 'break');
  await send(tom, at(2, '13:00'), 'job-on', b);
  await send(tom, at(2, '16:00'), 'indirect', { reason: 'cleaning' });
  await send(tom, at(2, '16:30'), 'shift-end');
  await send(tom, at(3, '07:58'), 'shift-start');
  await send(tom, at(3, '08:00'), 'job-on', a);
  await send(tom, at(3, '12:00'), 'break');
  await send(tom, at(3, '12:45'), 'indirect', { reason: 'training' });
  await send(tom, at(3, '14:00'), 'job-on', b);
  await send(tom, at(3, '17:15'), 'shift-end');
  await send(priya, at(4, '09:00'), 'shift-start');
  await send(priya, at(4, '09:10'), 'job-on', a);
  await send(priya, at(4, '11:40'), 'indirect', { reason: 'road-test' });
  await send(priya, at(4, '12:10'), 'break');
  await send(priya, at(4, '12:40'), 'job-on', b);
  await send(priya, at(4, '15:40'), 'indirect', { reason: 'waiting-for-authorisation' });
  await send(priya, at(4, '16:00'), 'shift-end');
}

// Attended, on jobs, the five reasons, all indirect, sold, efficiency, productivity.
const expected = {
  'Tom Fletcher': ['16.53', '14.17', '0.50', '0.00', '0.50', '1.25', '0.00', '2.25', '0.00', '0.0%', '85.7%'],
  'Priya Sharma': ['6.50', '5.50', '0.00', '0.33', '0.00', '0.00', '0.50', '0.83', '0.00', '0.0%', '84.6%'],
  'Callum Reid': ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '—', '—'],
  'Whole garage': ['23.03', '19.67', '0.50', '0.33', '0.50', '1.25', '0.50', '3.08', '0.00', '0.0%', '85.4%'],
};

test('the week’s figures match the hand-worked ones on screen and in the CSV', async ({ page, request }) => {
  await sendFixtureWeek(request);
  await openLoggedIn(page, tradeUser);
  await page.goto('/work-orders');
  await page.getByRole('link', { name: 'Technician figures' }).click();
  await expect(page.getByRole('heading', { name: 'Technician figures', level: 1 })).toBeVisible();
  await page.getByLabel('From').fill('2026-03-02');
  await page.getByLabel('To').fill('2026-03-08');
  await page.getByLabel('Split').selectOption('week');
  await page.getByRole('button', { name: 'Show' }).click();
  const week = page.getByRole('region', { name: 'Week of 2 March 2026' });
  await expect(week).toBeVisible();
  for (const [name, cells] of Object.entries(expected)) {
    const row = week.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(cells);
  }
  // The formulas and the rule about completed jobs are on screen with the figures.
  await expect(page.getByText('Efficiency = sold hours ÷ hours clocked on jobs')).toBeVisible();
  await expect(page.getByText('Productivity = hours clocked on jobs ÷ hours attended')).toBeVisible();
  await expect(page.getByText(/Only jobs on completed work orders count towards sold hours/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Whole garage, 1 week from 02\/03\/2026/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('technician-figures-2026-03-02-to-2026-03-08-week.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines).toContain(
    '02/03/2026,08/03/2026,Tom Fletcher,16.53,14.17,0.50,0.00,0.50,1.25,0.00,2.25,1.25,0.00,0.0,85.7,0',
  );
  expect(lines).toContain(
    '02/03/2026,08/03/2026,Priya Sharma,6.50,5.50,0.00,0.33,0.00,0.00,0.50,0.83,0.50,0.00,0.0,84.6,0',
  );
  expect(lines).toContain(
    '02/03/2026,08/03/2026,Whole garage,23.03,19.67,0.50,0.33,0.50,1.25,0.50,3.08,1.75,0.00,0.0,85.4,0',
  );

  // Each day: Tom's Monday on its own.
  await page.getByLabel('Split').selectOption('day');
  await page.getByRole('button', { name: 'Show' }).click();
  const monday = page.getByRole('region', { name: '2 March 2026', exact: true });
  const tomMonday = monday.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tom Fletcher' }) });
  await expect(tomMonday.getByRole('cell').nth(0)).toHaveText('8.00');
  await expect(tomMonday.getByRole('cell').nth(1)).toHaveText('6.92');
  await expect(tomMonday.getByRole('cell').nth(10)).toHaveText('86.5%');
});

test('the demo garage’s last weeks have figures and a chart, and fit each screen', async ({ page }, testInfo) => {
  await openLoggedIn(page, tradeUser);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/workshop/figures');
    const garage = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Whole garage' }) });
    await expect(garage.first()).toBeVisible();
    await expect(page.locator('.tf-chart__plot canvas')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`figures-${size.width}x${size.height}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('MOT and service due lists the garage’s vehicles and downloads a mail-merge CSV', async ({ page }, testInfo) => {
  await openLoggedIn(page, tradeUser);
  await page.goto('/work-orders');
  await page.getByRole('link', { name: 'MOT and service due' }).click();
  await expect(page.getByRole('heading', { name: 'MOT and service due', level: 1 })).toBeVisible();
  await page.getByLabel('Due within').selectOption('60');
  await expect(page.getByText(/vehicles? due within 60 days/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const download = page.getByRole('button', { name: 'Download CSV for a mail-merge' });
  if (await download.isVisible()) {
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('mot-and-service-due-60-days.csv');
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Registration,Vehicle,Customer,Phone,MOT due,/);
    expect(lines.slice(1, -1).every((line) => /\d\d\/\d\d\/\d{4}/.test(line))).toBe(true);
  }
  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`due-${size.width}x${size.height}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
