// Ordering a work order's parts (issue 24): offline the order waits and the screen never says the
// parts are ordered; back online the server places one real order and the tablet shows its reference.
import { expect, test } from '@playwright/test';
import { goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop, openBrakePadsThatFit } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

test('parts ordered offline wait in the outbox, then make one order with its reference on the work order', async ({
  page,
  context,
}) => {
  await logInToWorkshop(page);
  await page.getByRole('link', { name: 'Work orders' }).click();
  await waitForControllingWorker(page);
  await page.getByLabel('Registration').fill('wb68 fcs');
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });

  // A part the branch has in stock, from part selection.
  await openBrakePadsThatFit(page);
  await page
    .getByRole('list', { name: 'Parts that fit' })
    .getByRole('listitem')
    // A part's own line, not its brand's (a brand holds a list of its parts).
    .filter({ hasText: /\d+ at your branch/, hasNot: page.getByRole('list') })
    .first()
    .getByRole('button')
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is on the work order' })).toBeVisible();
  await page.getByRole('link', { name: /^Back to WO-/ }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  const id = page.url().split('/').pop()!;
  const parts = page.getByRole('list', { name: 'Parts', exact: true });

  await goOffline(context);
  await page.getByRole('button', { name: 'Order 1 part' }).click();
  await expect(
    page.getByText('The parts will be ordered when you are back online. They are not ordered yet.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: Parts to be ordered' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicle' }).getByText('Parts to be ordered')).toBeVisible();
  await expect(parts.getByText('to be ordered')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Parts orders' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('order-waiting-offline.png'), fullPage: true });

  await goOnline(context);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Status: Parts ordered' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicle' }).getByText('Parts ordered')).toBeVisible();
  const orders = page.getByRole('list', { name: 'Parts orders' });
  await expect(orders).toContainText(/Parts ordered: WB-\d{6}/);
  await expect(parts.getByText(/ordered \(WB-\d{6}\)/)).toBeVisible();

  const workOrder = await (await page.request.get(`/api/work-orders/${id}`, { headers: cookieMode })).json();
  expect(workOrder.partsOrders).toHaveLength(1);
  const order = await page.request.get(`/api/orders/${workOrder.partsOrders[0].id}`, { headers: cookieMode });
  expect(order.status()).toBe(200);
  expect(await order.json()).toMatchObject({ workOrderId: id, status: 'placed', lines: [{ quantity: 1 }] });
});
