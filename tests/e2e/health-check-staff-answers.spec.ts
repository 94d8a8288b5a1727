// Answers taken by phone (issue 46: "recorded by staff on the tablet, offline too"): the customer
// rings while the workshop's Wi-Fi is down; the answers wait on the tablet through a reload and
// reach the server once, the approved work an authorised job on the work order.
import { expect, test } from '@playwright/test';
import { expectNothingWaiting, goOffline, goOnline, reloadOffline, waitForControllingWorker } from './support/offline';
import { mark, uuid, workshopApi } from './support/health-checks';
import { logInToWorkshop } from './support/work-orders';

test('answers taken by phone while offline wait on the tablet and reach the server once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const api = await workshopApi(request);
  const workOrder = await api.post('/work-orders/save', {
    id: uuid(),
    vrm: 'LS70 PHN',
    make: 'Toyota',
    model: 'Yaris',
  });
  const id = uuid();
  const created = (await api.post('/health-checks', {
    id,
    template: 'quick',
    vrm: 'LS70 PHN',
    workOrder: workOrder['id'],
  })) as { items: { id: string; key: string }[] };
  const item = (key: string) => created.items.find((candidate) => candidate.key === key)!.id;
  await api.post(`/health-checks/${id}/changes`, {
    changes: [
      mark(item('battery'), {
        state: 'red',
        customerNote: 'Failed the load test at 9.6 V.',
        recommendedJob: { description: 'Replace the battery', time: '0:30', parts: [] },
      }),
      mark(item('wipers'), {
        state: 'amber',
        customerNote: 'Both blades smear.',
        recommendedJob: { description: 'Replace the wiper blades', time: '0:15', parts: [] },
      }),
      { op: 'setStatus', from: 'in-progress', to: 'completed' },
    ],
  });

  await logInToWorkshop(page);
  await page.goto(`/health-checks/${id}`);
  await waitForControllingWorker(page);
  const answers = page.getByRole('region', { name: 'The customer’s answers' });
  await expect(answers).toBeVisible();

  await goOffline(context);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await answers.getByLabel('Answer for Battery test').selectOption('approved');
  await answers.getByLabel('Answer for Wiper blades and washers').selectOption('later');
  await answers.getByLabel('Come back to it on').fill(later);
  await answers.getByLabel('By phone').check();
  await answers.getByRole('button', { name: 'Record 2 answers' }).click();
  await expect(answers.getByText('Not sent yet: Approved')).toBeVisible();

  await reloadOffline(page);
  await expect(answers.getByText('Not sent yet: Approved')).toBeVisible();
  await expect(answers.getByText('Not sent yet: Later')).toBeVisible();

  await goOnline(context);
  await expectNothingWaiting(page);
  const check = (await api.get(`/health-checks/${id}`)) as {
    answers: { item: string; decision: string; method: string; priceShown: { incTax: number } | null }[];
    items: { id: string; price: { incTax: number } | null }[];
  };
  expect(check.answers.map((answer) => [answer.item, answer.decision, answer.method]).sort()).toEqual(
    [
      [item('battery'), 'approved', 'phone'],
      [item('wipers'), 'later', 'phone'],
    ].sort(),
  );
  const shown = check.items.find((candidate) => candidate.id === item('battery'))!.price!.incTax;
  const after = (await api.get(`/work-orders/${String(workOrder['id'])}`)) as {
    workOrderJobs: { description: string; authorisation: { amount: number; method: string } | null }[];
  };
  const jobs = after.workOrderJobs.filter((job) => job.description === 'Replace the battery');
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.authorisation).toMatchObject({ amount: shown, method: 'phone' });
  await expect(answers).toContainText('Approved by phone');
});
