// A manager's correction of a clock (issue 47): a technician's day from the figures, its flags, a
// correction refused beside its field and then made with a reason; the server keeps the original
// and the edit. A technician on the tablet sees the day but cannot correct it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openLoggedIn, tradeUser } from './support/account';
import { workshopApi } from './support/health-checks';

type Hydra<T> = { 'hydra:member': T[] };
interface ServerEvent {
  id: string;
  kind: string;
  deviceTime: string;
  replaces: string | null;
  editReason: string | null;
  flags: string[];
}

// Wednesday 11 March 2026 (GMT, so the garage's clock is UTC), a day no other test clocks.
const id = (n: number) => `019cad00-0000-7000-8000-${String(n).padStart(12, '0')}`;
const at = (time: string) => `2026-03-11T${time}:00.000Z`;

async function switchTo(page: Page, name: string, pin: string) {
  await page.getByRole('button', { name: /Choose technician|Switch technician/ }).click();
  await page.getByLabel('Technician').selectOption({ label: name });
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByRole('heading', { name: `On this tablet: ${name}` })).toBeVisible();
}

test('a manager corrects a forgotten clock with a reason; the original stays', async ({ page, request }) => {
  const api = await workshopApi(request);
  const team = ((await api.get('/technicians')) as Hydra<{ id: string; name: string }>)['hydra:member'];
  const callum = team.find((person) => person.name === 'Callum Reid')!.id;
  const completed = (
    (await api.get('/work-orders?status=completed&itemsPerPage=100')) as Hydra<{ id: string; numberOfJobs: number }>
  )['hydra:member'].find((order) => order.numberOfJobs > 0)!;
  const detail = (await api.get(`/work-orders/${completed.id}`)) as {
    workOrderNumber: string;
    workOrderJobs: { id: string; description: string }[];
  };
  const job = detail.workOrderJobs[0]!;
  const jobName = `${job.description}, ${detail.workOrderNumber}`;
  // Callum's Wednesday: on a job, then a road test he never clocked off.
  const events = [
    { id: id(1), technician: callum, kind: 'shift-start', deviceTime: at('08:00'), from: null },
    {
      id: id(2),
      technician: callum,
      kind: 'job-on',
      deviceTime: at('08:02'),
      from: null,
      workOrder: completed.id,
      job: job.id,
    },
    { id: id(3), technician: callum, kind: 'indirect', deviceTime: at('15:30'), from: id(2), reason: 'road-test' },
  ];
  for (const event of events) await api.post('/clock-events', event);

  await openLoggedIn(page, tradeUser);
  await page.goto('/workshop/figures?from=2026-03-09&to=2026-03-15&per=week');
  const week = page.getByRole('region', { name: 'Week of 9 March 2026' });
  await week.getByRole('link', { name: 'Callum Reid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'A technician’s day', level: 1 })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).fill('2026-03-11');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: 'Callum Reid, Wednesday 11 March 2026' })).toBeVisible();
  const clocks = page.getByRole('list', { name: 'Callum Reid’s clocks' });
  const roadTest = clocks.getByRole('listitem', { name: 'Indirect: Road test, 15:30' });
  await expect(roadTest).toContainText('15:30–18:00');
  await expect(roadTest).toContainText('left running and was closed at the end of the shift');
  await expect(clocks.getByRole('listitem', { name: `${jobName}, 08:02` })).toBeVisible();

  // A technician on the tablet reads the day but cannot correct it.
  await switchTo(page, 'Tom Fletcher', '1357');
  await expect(page.getByText('Only a manager can correct a clock.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Correct / })).toHaveCount(0);

  await switchTo(page, 'Sam Holroyd', '4826');
  await roadTest.getByRole('button', { name: 'Correct Indirect: Road test, 15:30' }).click();
  const form = roadTest.getByRole('form', { name: 'Correct this clock' });
  await form.getByLabel('End').fill('14:00');
  await form.getByRole('button', { name: 'Save correction' }).click();
  // Refused beside the fields, nothing sent.
  await expect(form.getByLabel('End')).toHaveAccessibleDescription('The end must be after the start.');
  await form.getByLabel('End').fill('16:45');
  await form.getByRole('button', { name: 'Save correction' }).click();
  await expect(form.getByLabel('Reason for the correction')).toHaveAccessibleDescription(/Please say why/);
  await form.getByLabel('Reason for the correction').fill('Back from the road test at 16:45, forgot to clock off');
  await form.getByRole('button', { name: 'Save correction' }).click();

  await expect(roadTest).toContainText('15:30–16:45');
  await expect(roadTest).toContainText('Edited by Sam Holroyd: Back from the road test at 16:45, forgot to clock off');
  await expect(roadTest).not.toContainText('left running');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The job's start moved: the original event stays, flagged, and the edit names it.
  const jobLine = clocks.getByRole('listitem', { name: `${jobName}, 08:02` });
  await jobLine.getByRole('button', { name: /^Correct / }).click();
  await jobLine.getByLabel('Start').fill('08:15');
  await jobLine.getByLabel('Reason for the correction').fill('Started after the handover');
  await jobLine.getByRole('button', { name: 'Save correction' }).click();
  const moved = clocks.getByRole('listitem', { name: `${jobName}, 08:15` });
  await expect(moved).toContainText('Edited by Sam Holroyd (was 08:02): Started after the handover');

  const held = (
    (await api.get(
      `/clock-events?technician=${callum}&from=${at('00:00')}&to=2026-03-12T00:00:00.000Z`,
    )) as Hydra<ServerEvent>
  )['hydra:member'];
  expect(held.find((event) => event.id === id(2))?.flags).toContain('edited');
  expect(
    held.filter((event) => event.editReason !== null).map((event) => [event.kind, event.deviceTime, event.replaces]),
  ).toEqual([
    ['job-on', at('08:15'), id(2)],
    ['shift-end', at('16:45'), null],
  ]);
});
