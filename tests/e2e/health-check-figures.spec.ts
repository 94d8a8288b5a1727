// The service manager's numbers (issue 46): per week and technician, readable with a screen reader.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openLoggedIn, tradeUser } from './support/account';

test('the health-check numbers show the demo weeks, the garage first, money as the customer saw it', async ({
  page,
}) => {
  await openLoggedIn(page, tradeUser);
  await page.goto('/health-checks');
  await page.getByRole('link', { name: 'Numbers per week' }).click();
  await expect(page.getByRole('heading', { name: 'Health-check numbers', level: 1 })).toBeVisible();
  const thisWeek = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await expect(thisWeek.getByRole('heading', { level: 2 })).toContainText('Week of');
  const garage = page.getByRole('row', { name: /Whole garage/ }).first();
  await expect(garage).toBeVisible();
  await expect(garage.getByRole('cell').nth(7)).toHaveText(/^£\d[\d,]*\.\d\d$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
