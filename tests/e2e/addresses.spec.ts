// The address book through an outage: an address added online, another added offline and made
// the default, both kept across an offline reload, and each on the server exactly once after; and
// an address the server refuses, said on its card and beside its field, corrected and sent.
import { expect, test, type Page } from '@playwright/test';
import { newUser, openRegistered } from './support/account';
import { expectNothingWaiting, goOffline, goOnline, reloadOffline } from './support/offline';
import { violationList } from '../../contract/errors';

async function waitForControllingWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

interface ServerAddress {
  id: string;
  line1: string;
  postcode: string;
  type: string[];
  defaults: { type: string }[];
}

async function addressesOnServer(page: Page): Promise<ServerAddress[]> {
  const response = await page.request.get('/api/users-addresses', {
    headers: { 'x-session-mode': 'cookie', accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { 'hydra:member': ServerAddress[] })['hydra:member'];
}

async function addAddress(page: Page, line1: string, postcode: string) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('First name')).toHaveValue('Robin');
  await form.getByLabel('Address line 1').fill(line1);
  await form.getByLabel('Town or city').fill('Leeds');
  await form.getByLabel('Postcode').fill(postcode);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('heading', { name: `${line1}, Leeds`, level: 3 })).toBeVisible();
}

test(
  'offline: add an address and make it the default, reload; ' + 'online: the server holds each once, with that default',
  async ({ page, context }) => {
    await openRegistered(page, newUser('addresses'));
    await page.goto('/account');
    await page.getByRole('link', { name: 'Manage your addresses' }).click();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await waitForControllingWorker(page);

    // Online: the first address goes at once and is the default delivery address.
    await addAddress(page, '14 Market Street', 'ls1 6dt');
    const market = page.getByRole('article', { name: '14 Market Street, Leeds' });
    await expect(market.getByText('Default delivery address')).toBeVisible();
    await expect(market.getByText('LS1 6DT')).toBeVisible();
    await expect(page.getByText('Waiting to be sent')).toHaveCount(0);
    expect((await addressesOnServer(page)).map((a) => a.line1)).toEqual(['14 Market Street']);

    // The worker's requests and the moment a reload while offline is online again are cut too.
    await goOffline(context);
    await addAddress(page, '2 Kirkstall Road', 'LS4 2AB');
    const kirkstall = page.getByRole('article', { name: '2 Kirkstall Road, Leeds' });
    await expect(kirkstall.getByText('Saved on this device – will be sent when you are back online')).toBeVisible();
    await kirkstall.getByRole('button', { name: 'Make 2 Kirkstall Road, Leeds the default delivery address' }).click();
    await expect(kirkstall.getByText('Default delivery address')).toBeVisible();
    await expect(market.getByText('Default delivery address')).toHaveCount(0);

    // Nothing is lost across a reload while offline.
    await reloadOffline(page);
    await expect(page.getByRole('heading', { name: '14 Market Street, Leeds' })).toBeVisible();
    await expect(kirkstall.getByText('Default delivery address')).toBeVisible();
    await expect(kirkstall.getByText('Saved on this device – will be sent when you are back online')).toBeVisible();
    await page.getByRole('link', { name: /waiting/ }).click();
    const waiting = page.getByRole('list', { name: 'Waiting changes' });
    await expect(waiting.getByText('Add delivery address 2 Kirkstall Road, Leeds')).toBeVisible();
    await expect(waiting.getByText('Make 2 Kirkstall Road, Leeds the default delivery address')).toBeVisible();
    await page.goBack();
    await expect(kirkstall).toBeVisible();

    await goOnline(context);
    // A positive sign that both changes went (the notes alone change wording on the way).
    await expectNothingWaiting(page);
    await expect(page.getByText('Waiting to be sent')).toHaveCount(0);
    await expect(page.getByText('Saved on this device – will be sent when you are back online')).toHaveCount(0);
    const onServer = await addressesOnServer(page);
    expect(onServer.map((a) => a.line1).sort()).toEqual(['14 Market Street', '2 Kirkstall Road']);
    expect(onServer.find((a) => a.line1 === '2 Kirkstall Road')).toMatchObject({
      postcode: 'LS4 2AB',
      defaults: [{ type: 'delivery' }],
    });
    expect(onServer.find((a) => a.line1 === '14 Market Street')?.defaults).toEqual([]);

    // Another pass sends nothing twice.
    await page.goto('/sync');
    await expect(page.getByText('All changes have been sent.')).toBeVisible();
    expect(await addressesOnServer(page)).toHaveLength(2);
  },
);

test(
  'an address the server refuses says so on its card, ' + 'with the violation beside its field; corrected, it is sent',
  async ({ page }) => {
    const telephone = 'Enter a telephone number, like 0113 496 0123 or +353 1 555 0147';
    await openRegistered(page, newUser('address-refused'));
    await page.goto('/account/addresses');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    await waitForControllingWorker(page);

    // The server is stricter than the device about this telephone number.
    await page.route('**/api/addresses', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 422,
        contentType: 'application/ld+json',
        body: JSON.stringify(violationList(422, [{ propertyPath: 'telephone', message: telephone }])),
      });
    });
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Address line 1').fill('14 Market Street');
    await form.getByLabel('Town or city').fill('Leeds');
    await form.getByLabel('Postcode').fill('LS1 6DT');
    await form.getByLabel('Telephone (optional)').fill('0113 496 0123');
    await form.getByRole('button', { name: 'Save address' }).click();

    const market = page.getByRole('article', { name: '14 Market Street, Leeds' });
    const refusal = market.getByRole('alert');
    await expect(refusal).toContainText(`This address was not saved: ${telephone}`, { timeout: 30_000 });
    await expect(
      refusal.getByRole('button', { name: 'Discard change to delivery address 14 Market Street, Leeds' }),
    ).toBeVisible();
    expect(await addressesOnServer(page)).toEqual([]);

    await page.unroute('**/api/addresses');
    await market.getByRole('button', { name: 'Edit delivery address 14 Market Street, Leeds' }).click();
    const change = page.getByRole('form', { name: 'Change address' });
    const field = change.getByLabel('Telephone (optional)');
    await expect(field).toHaveAccessibleDescription(telephone);
    await field.fill('0113 496 0999');
    await change.getByRole('button', { name: 'Save changes' }).click();

    await expect
      .poll(async () => (await addressesOnServer(page)).map((a) => a.line1), { timeout: 30_000 })
      .toEqual(['14 Market Street']);
    await expect(market.getByText('Waiting to be sent')).toHaveCount(0);
    await expect(market.getByRole('alert')).toHaveCount(0);
  },
);
