// Refusals and conflicts show where the change was made (architecture): a clash beside its line
// with both quantities, a refused promotion code beside the code field, a refused quantity and an
// add failing with 5xx beside their lines, all once the connection is back.
import { expect, test, type Page } from '@playwright/test';
import { newUser, openRegistered } from './support/account';
import { basketOnServer, expectNothingWaiting, waitForControllingWorker } from './support/offline';
import { violationList } from '../../contract/errors';

const BRAKE_PADS = '/category/braking/brake-pads';

/** A registered user whose basket holds one line on the server; the basket page is open. */
async function basketWithOneLine(page: Page, tag: string) {
  const user = newUser(tag);
  await openRegistered(page, user);
  await page.goto(BRAKE_PADS);
  await waitForControllingWorker(page);
  await page.getByRole('button', { name: 'Add to basket' }).first().click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Added to basket$/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: /^Basket/ }).click();
  await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('listitem')).toHaveCount(1);
  await expectNothingWaiting(page);
  const basket = (await basketOnServer(page)) as {
    id: string;
    version: number;
    lines: { id: string; product: string; quantity: number }[];
  };
  return { basket, user };
}

test(
  'a line changed on another tablet while this one was offline: ' +
    'both quantities beside the line, and "Keep mine" wins on the server',
  async ({ page, context, request }) => {
    const { basket, user } = await basketWithOneLine(page, 'clash');
    const line = basket.lines[0]!;

    await context.setOffline(true);
    await page.getByRole('button', { name: /^One more / }).click();
    await page.getByRole('button', { name: /^One more / }).click();
    await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('3');
    await expect(page.getByText('Saved on this device – will be sent when you are back online.')).toBeVisible();

    // Meanwhile the other tablet (the same account, a session of its own) sets the line to 5.
    const login = await request.post('/api/auth', { data: { email: user.email, password: user.password } });
    const { token } = (await login.json()) as { token: string };
    const other = await request.put(`/api/baskets/${basket.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { version: basket.version, lines: [{ id: line.id, product: line.product, quantity: 5 }] },
    });
    expect(other.status()).toBe(200);

    await context.setOffline(false);
    const note = page.getByRole('list', { name: 'Basket lines' }).getByRole('alert');
    await expect(note).toContainText('Changed on another device or tab.', { timeout: 30_000 });
    await expect(note).toContainText('Yours: 3. Now saved: 5.');
    await page.goto('/sync');
    await expect(page.getByRole('table')).toContainText('3');
    await expect(page.getByRole('table')).toContainText('5');
    await page.goBack();

    await page.getByRole('button', { name: /^Keep your quantity of .*: 3$/ }).click();
    await expectNothingWaiting(page);
    expect((await basketOnServer(page)).lines.map((l) => l.quantity)).toEqual([3]);
    await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('3');
    await expect(page.getByText('(provisional)')).toHaveCount(0);
  },
);

test('a promotion code typed offline and refused once back online shows its message beside the code field', async ({
  page,
  context,
}) => {
  await basketWithOneLine(page, 'promo');
  await context.setOffline(true);
  const field = page.getByRole('textbox', { name: 'Promotion code' });
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('waiting to be checked')).toBeVisible();

  await context.setOffline(false);
  await expect(field).toHaveAccessibleDescription(
    /NOSUCHCODE: This promotion code is not recognised\. Please check it and try again\./,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('link', { name: /1 change needs you/ })).toBeVisible();
  // The refused code does not count as waiting; the totals are the server's again.
  await expect(page.getByText('(provisional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss the refused promotion code NOSUCHCODE' }).click();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expectNothingWaiting(page);
});

test('a refused quantity shows beside its line, and an add failing with 5xx says it is not sent yet and why', async ({
  page,
}) => {
  await basketWithOneLine(page, 'refused');
  // The server refuses the next line change with a violation on the line's quantity.
  await page.route('**/api/baskets/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({
      status: 422,
      contentType: 'application/ld+json',
      body: JSON.stringify(
        violationList(422, [{ propertyPath: 'lines[0].quantity', message: 'Only 1 in stock at Leeds Kirkstall.' }]),
      ),
    });
  });
  await page.getByRole('button', { name: /^One more / }).click();
  const lines = page.getByRole('list', { name: 'Basket lines' });
  await expect(lines.getByRole('alert')).toContainText(
    'Quantity 2 was not accepted: Only 1 in stock at Leeds Kirkstall.',
    { timeout: 30_000 },
  );
  // The server's copy is shown again: the quantity it holds, not the refused one.
  await expect(page.getByRole('spinbutton', { name: /^Quantity of / })).toHaveValue('1');
  await lines.getByRole('button', { name: /^Discard the change to the quantity of / }).click();
  await expect(lines.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/api/baskets/*');

  // Adds now fail with 500: kept, retried, and said beside the product's line.
  await page.route('**/api/baskets/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/ld+json', body: '{}' })
      : route.fallback(),
  );
  await page.goto(BRAKE_PADS);
  const add = page.getByRole('button', { name: 'Add to basket' }).nth(1);
  await add.click();
  await expect(
    page.getByRole('status').filter({ hasText: /not sent yet: There was a problem when adding this item \(/ }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: /^Basket/ }).click();
  await expect(page.getByRole('list', { name: 'Basket lines' })).toContainText(
    /Not sent yet: There was a problem when adding this item \(.+\) to the basket/,
  );
  await page.unroute('**/api/baskets/*');
});
