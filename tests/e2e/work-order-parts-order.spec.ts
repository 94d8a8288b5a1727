// Ordering a work order's parts (issue 24): offline the order waits and the screen never says the
// parts are ordered; back online the server places one real order and the tablet shows its reference.
import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop, openBrakePadsThatFit } from './support/work-orders';

/** The customer agrees to everything on the work order, in person. */
async function recordAuthorisation(page: Page) {
  await page.getByRole('button', { name: 'Record authorisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer’s authorisation' });
  await dialog.getByLabel('Authorised by').fill('Mr A. Okafor');
  await dialog.getByRole('button', { name: 'Record authorisation' }).click();
  await expect(dialog).toBeHidden();
}

/** Logged in as the Leeds workshop, a new work order for this registration, saved. */
async function startWorkOrder(page: Page, registration: string) {
  await logInToWorkshop(page);
  await page.getByRole('link', { name: 'Work orders' }).click();
  await waitForControllingWorker(page);
  await page.getByLabel('Registration').fill(registration);
  await page.getByRole('button', { name: 'Start work order' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
}

/**
 * From part selection, the first part in the brake pads that fit whose stock line says this: a
 * part's own line, not its brand's (a brand holds a list of its parts).
 */
async function addPadWith(page: Page, stock: RegExp) {
  await openBrakePadsThatFit(page);
  await page
    .getByRole('list', { name: 'Parts that fit' })
    .getByRole('listitem')
    .filter({ hasText: stock, hasNot: page.getByRole('list') })
    .first()
    .getByRole('button')
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is on the work order' })).toBeVisible();
  await page.getByRole('link', { name: /^Back to WO-/ }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
}

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

test('parts ordered offline wait in the outbox, then make one order with its reference on the work order', async ({
  page,
  context,
}) => {
  await startWorkOrder(page, 'wb68 fcs');

  // A part the branch has in stock, from part selection.
  await addPadWith(page, /\d+ at your branch/);
  const id = page.url().split('/').pop()!;
  const parts = page.getByRole('list', { name: 'Parts', exact: true });
  // Parts are ordered for what the customer agreed to (issue 42).
  await expect(page.getByText('1 part awaits the customer’s authorisation')).toBeVisible();
  await recordAuthorisation(page);

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

test('one part out of stock: the rest is ordered, and one message says which part was not and why', async ({
  page,
}) => {
  await startWorkOrder(page, 'wb19 kfd');
  await addPadWith(page, /\d+ at your branch/);
  await addPadWith(page, /not at your branch/);
  await recordAuthorisation(page);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Order 2 parts' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Status: Parts ordered' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Parts orders' });
  await expect(orders).toContainText(/1 of 2 parts ordered: WB-\d{6}/);
  await expect(orders).toContainText(/not ordered: out of stock at Leeds Kirkstall(; \d+ in stock at [^.]+)?\./);
  // One true message: nothing says the parts are still being ordered, or were not saved.
  await expect(page.getByText('The parts are being ordered.')).toHaveCount(0);
  await expect(page.getByText(/^Not saved/)).toHaveCount(0);
  const parts = page.getByRole('list', { name: 'Parts', exact: true });
  await expect(parts.getByText(/ordered \(WB-\d{6}\)/)).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('one-part-out-of-stock.png'), fullPage: true });
});
