// The customer's answer, per item (issue 46): the garage sends a completed check, the customer
// opens the link on a phone without logging in and approves one item, declines one and puts one
// off; the approved work is an authorised job on the work order, and the rest comes back when the
// vehicle is next looked up and at its next check.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mark, uuid, workshopApi, workshopHeaders } from './support/health-checks';
import { logInToWorkshop } from './support/work-orders';

test('the customer approves, declines and puts off items by the link; the garage sees each where it belongs', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const api = await workshopApi(request);
  const workOrder = await api.post('/work-orders/save', { id: uuid(), vrm: 'WB19 KFD', make: 'Ford', model: 'Focus' });
  const id = uuid();
  const created = (await api.post('/health-checks', {
    id,
    template: 'quick',
    vrm: 'WB19 KFD',
    vehicle: 'Ford Focus Mk4 1.0 EcoBoost 125 (2019)',
    mileage: 48_210,
    workOrder: workOrder['id'],
  })) as { items: { id: string; key: string }[] };
  const item = (key: string) => created.items.find((candidate) => candidate.key === key)!.id;
  await api.post(`/health-checks/${id}/changes`, {
    changes: [
      mark(item('pads-nsf'), {
        state: 'red',
        measurement: { kind: 'pad', thickness: 21 },
        customerNote: 'Front pads down to 2.1 mm: they need replacing now.',
        recommendedJob: {
          description: 'Replace the front brake pads',
          time: '1:00',
          parts: [{ product: '/products/100001', quantity: 1 }],
        },
      }),
      mark(item('battery'), {
        state: 'amber',
        customerNote: '12.3 V resting, 68% health on the tester.',
        recommendedJob: { description: 'Replace the battery', time: '0:30', parts: [] },
      }),
      mark(item('wipers'), {
        state: 'amber',
        customerNote: 'The driver’s blade smears.',
        recommendedJob: { description: 'Replace the wiper blades', time: '0:15', parts: [] },
      }),
      ...['tyre-nsf', 'tyre-osf', 'tyre-nsr', 'tyre-osr', 'lights', 'oil', 'coolant'].map((key) =>
        mark(item(key), { state: 'green' }),
      ),
    ],
  });

  // The bay completes the check and sends it.
  await logInToWorkshop(page);
  await page.goto(`/health-checks/${id}`);
  await page.getByRole('button', { name: 'Complete the health check' }).click();
  const send = page.getByRole('region', { name: 'Send to customer' });
  await send.getByRole('button', { name: 'Send to customer' }).click();
  const url = await send.getByLabel('Link for the customer').inputValue();
  expect(url).toMatch(/\/shared-health-checks\/[A-Za-z0-9_-]{32}$/);

  // The customer, on a phone, with no session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await customer.goto(url);
  await expect(customer.getByRole('heading', { name: 'Your vehicle health check', level: 1 })).toBeVisible();
  const card = (name: string) =>
    customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name, level: 2 }) });
  await expect(card('Brake pads N/S front')).toContainText('Needs attention now');
  await expect(card('Brake pads N/S front')).toContainText(/£\d+\.\d\d/);
  await expect(customer.getByText('checked and fine')).toBeVisible();
  const axe = await new AxeBuilder({ page: customer }).analyze();
  expect(axe.violations).toEqual([]);

  const later = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await card('Brake pads N/S front').getByRole('radio', { name: 'Approve' }).check();
  await card('Battery test').getByRole('radio', { name: 'Decline' }).check();
  await card('Battery test').getByLabel('Reason (optional)').fill('I will replace it myself');
  await card('Wiper blades and washers').getByRole('radio', { name: 'Later' }).check();
  await card('Wiper blades and washers').getByLabel('Remind me on').fill(later);
  await customer.screenshot({ path: 'test-results/health-check-answers/customer-390x844.png', fullPage: true });
  await customer.getByRole('button', { name: 'Send my answers' }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'the garage has your answers' })).toBeVisible();
  await expect(card('Brake pads N/S front')).toContainText('You approved this on');
  await expect(card('Battery test')).toContainText('You declined this on');
  await customer.screenshot({ path: 'test-results/health-check-answers/answered-390x844.png', fullPage: true });
  await customer.setViewportSize({ width: 1280, height: 800 });
  await customer.screenshot({ path: 'test-results/health-check-answers/answered-1280x800.png', fullPage: true });
  await phone.close();

  // The approved work is a job on the work order, authorised for the amount the customer saw.
  const check = (await api.get(`/health-checks/${id}`)) as {
    status: string;
    items: { id: string; price: { incTax: number } | null }[];
  };
  expect(check.status).toBe('answered');
  const shown = check.items.find((candidate) => candidate.id === item('pads-nsf'))!.price!.incTax;
  const after = (await api.get(`/work-orders/${String(workOrder['id'])}`)) as {
    workOrderJobs: { description: string; authorisation: { amount: number; method: string } | null }[];
  };
  expect(after.workOrderJobs.find((job) => job.description === 'Replace the front brake pads')).toMatchObject({
    authorisation: { amount: shown, method: 'link' },
  });

  // The garage's page shows each answer beside its item.
  await page.reload();
  const answers = page.getByRole('region', { name: 'The customer’s answers' });
  await expect(answers).toContainText('Approved online');
  await expect(answers).toContainText('I will replace it myself');
  await answers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/health-check-answers/garage-1280x800.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await answers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/health-check-answers/garage-390x844.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The vehicle looked up again: its deferred work shows with it.
  await page.goto('/');
  const plate = page.getByRole('form', { name: 'Search by registration' }).getByRole('textbox');
  await plate.fill('wb19 kfd');
  await plate.press('Enter');
  const deferred = page.getByRole('region', { name: 'Deferred work on this vehicle' });
  await expect(deferred).toContainText('Battery test');
  await expect(deferred).toContainText('Wiper blades and washers');

  // The garage's follow-up list: the blades put off come up, the battery declined is in a month.
  await page.goto('/health-checks');
  await page.getByRole('link', { name: 'Upcoming and overdue work' }).click();
  await page.getByRole('button', { name: 'Upcoming' }).click();
  await expect(page.getByRole('main')).toContainText('Wiper blades and washers');
  await page.screenshot({ path: 'test-results/health-check-answers/deferred-1280x800.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/health-check-answers/deferred-390x844.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const list = await new AxeBuilder({ page }).analyze();
  expect(list.violations).toEqual([]);

  // And at its next check, carried forward on the matching item.
  const next = uuid();
  await api.post('/health-checks', { id: next, template: 'quick', vrm: 'WB19 KFD' });
  await page.goto(`/health-checks/${next}`);
  const wipers = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Wiper blades and washers', level: 3 }) });
  await expect(wipers).toContainText('Carried forward');
});

test('the customer’s page loads in 100 KB before its photos, and a withdrawn link says so', async ({
  browser,
  request,
}) => {
  const api = await workshopApi(request);
  const workOrder = await api.post('/work-orders/save', { id: uuid(), vrm: 'YK67 OKF', make: 'Vauxhall' });
  const id = uuid();
  const created = (await api.post('/health-checks', {
    id,
    template: 'quick',
    vrm: 'YK67 OKF',
    workOrder: workOrder['id'],
  })) as { items: { id: string; key: string }[] };
  const battery = created.items.find((candidate) => candidate.key === 'battery')!.id;
  await api.post(`/health-checks/${id}/changes`, {
    changes: [
      mark(battery, {
        state: 'red',
        customerNote: 'Failed the load test.',
        recommendedJob: { description: 'Replace the battery', time: '0:30', parts: [] },
      }),
      { op: 'setStatus', from: 'in-progress', to: 'completed' },
    ],
  });
  const { url } = (await api.post(`/health-checks/${id}/share`, {})) as { url: string };

  // A phone that has never seen the app: no cache, no service worker yet.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const customer = await phone.newPage();
  const sizes: Promise<{ url: string; bytes: number }>[] = [];
  let shown = false;
  customer.on('requestfinished', (finished) => {
    if (shown || finished.resourceType() === 'image') return;
    sizes.push(finished.sizes().then((size) => ({ url: finished.url(), bytes: size.responseBodySize })));
  });
  await customer.goto(new URL(url).pathname);
  await expect(customer.getByRole('heading', { name: 'Battery test', level: 2 })).toBeVisible();
  // What the customer waited for until the report was on screen (what the app loads after its first
  // screen, its menus and device engines, comes later by design and is left out).
  shown = true;
  const files = await Promise.all(sizes);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const listed = files.map((file) => `${new URL(file.url).pathname}: ${file.bytes}`).join('\n');
  test.info().annotations.push({ type: 'bytes before the report showed', description: `${total}\n${listed}` });
  // Issue 46: at most 100 KB as sent before the photos. The page is built on its own
  // (scripts/customer-page-plugin.ts): its own React, none of the shop's start, layout or store.
  expect(total, listed).toBeLessThanOrEqual(100 * 1024);

  await request.delete(`/api/health-checks/${id}/share`, {
    headers: { authorization: (await workshopHeaders(request)).authorization, 'idempotency-key': uuid() },
  });
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'This link no longer works', level: 1 })).toBeVisible();
  await expect(
    customer.getByText('This link has been withdrawn. Please contact the garage for a new one.'),
  ).toBeVisible();
  await phone.close();
});
