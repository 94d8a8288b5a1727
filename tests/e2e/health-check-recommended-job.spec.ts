// The recommended job on the bay's tablet (issue 46): a repair-time task of the check's vehicle and
// a catalogue part, chosen on a demo check, partly through a Wi-Fi outage; the server holds the
// job and prices it with the part, by the work order's rules.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { formatMoney } from '../../contract/money/format-money';
import { deterministicUuid } from '../../server/demo/deterministic-uuid';
import { expectNothingWaiting, goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { uuid, workshopApi } from './support/health-checks';
import { logInToWorkshop } from './support/work-orders';

/** The Leeds workshop's check of Mrs Kaur's Focus, in progress, on her work order (server/demo/health-checks). */
const kaurCheck = deterministicUuid('health-check:01936b2e-0000-7000-8000-00000000c001:kaur-focus-quick');

interface Item {
  id: string;
  key: string;
  recommendedJob: { task?: string | null; description: string; time: string; parts: object[] } | null;
  price: { excTax: number; incTax: number } | null;
}

test('a repair-time task and a catalogue part make the recommended job, priced with the part', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const api = await workshopApi(request);
  const before = (await api.get(`/health-checks/${kaurCheck}`)) as { workOrder: string | null; items: Item[] };
  expect(before.workOrder).not.toBeNull();

  await logInToWorkshop(page);
  await page.goto(`/health-checks/${kaurCheck}`);
  await waitForControllingWorker(page);
  const pads = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Brake pads N/S front' }) });
  const work = pads.getByRole('group', { name: 'Recommended work' });
  await work.getByRole('button', { name: 'Choose from repair times for Brake pads N/S front' }).click();
  await expect(work.getByLabel('Find a repair time')).toBeVisible();

  // The repair times were read online and kept: the task is chosen during the outage.
  await goOffline(context);
  await work.getByLabel('Find a repair time').fill('front pads');
  const task = work.getByRole('list', { name: 'Repair times found' }).getByRole('listitem').first();
  const description = (await task.locator('.hc-job__name').textContent())!;
  await task.getByRole('button', { name: `Choose ${description}` }).click();
  await expect(work.getByLabel('What to do')).toHaveValue(description);
  await expect(work.getByText('From the repair times')).toBeVisible();
  await expect(work.getByText(/^Priced when sent/)).toBeVisible();
  await goOnline(context);
  await expectNothingWaiting(page);

  // A part from the catalogue, its name and price the catalogue's; then one more of it offline.
  await work.getByLabel('Find a part for this job').fill('brake pad');
  const found = work.getByRole('list', { name: 'Parts found for Brake pads N/S front' }).getByRole('listitem').first();
  const name = (await found.locator('.hc-job__name').evaluate((node) => node.firstChild?.textContent ?? ''))!;
  await found.getByRole('button', { name: `Add ${name}` }).click();
  const parts = work.getByRole('list', { name: 'Parts for this job' });
  await expect(parts.getByRole('listitem')).toHaveCount(1);
  await expect(parts.getByText(name)).toBeVisible();
  await goOffline(context);
  await parts.getByRole('button', { name: `One more ${name}` }).click();
  await expect(parts.locator('output')).toHaveText(/^2( × |$)/);
  await expect(work.getByText(/^Priced when sent/)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.hc-job').analyze();
  expect(results.violations).toEqual([]);
  await goOnline(context);
  await expectNothingWaiting(page);

  const after = (await api.get(`/health-checks/${kaurCheck}`)) as { items: Item[] };
  const item = after.items.find((candidate) => candidate.key === 'pads-nsf')!;
  expect(item.recommendedJob).toMatchObject({ description, parts: [{ quantity: 2 }] });
  expect(item.recommendedJob!.task).toEqual(expect.any(String));
  const [part] = item.recommendedJob!.parts as { product: string; quantity: number }[];

  // The price is the job and its part as a work order prices them, to the penny.
  const rates = (await api.get('/labour-rates')) as { 'hydra:member': { id: string; rate: number }[] };
  const rate = rates['hydra:member'][0]!;
  const jobId = uuid();
  const priced = await api.post('/work-orders/save', {
    id: uuid(),
    workOrderJobs: [
      {
        id: jobId,
        position: 'a0',
        job: item.recommendedJob!.task,
        description,
        labourRate: { id: rate.id, rate: rate.rate },
        time: item.recommendedJob!.time.padStart(5, '0'),
      },
    ],
    workOrderItems: [{ id: uuid(), position: 'a0', product: part!.product, quantity: 2, jobId }],
  });
  const prices = priced['prices'] as { workOrderJobs: { total: { incTax: number }; partPrice: { incTax: number } } };
  expect(prices.workOrderJobs.partPrice.incTax).toBeGreaterThan(0);
  expect(item.price!.incTax).toBe(prices.workOrderJobs.total.incTax);
  await expect(
    work.getByText(`${formatMoney(item.price!.incTax, 'GBP')} including VAT (labour and parts)`),
  ).toBeVisible();
});
