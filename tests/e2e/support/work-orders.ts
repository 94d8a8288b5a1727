// What the work-order browser tests share: the Leeds workshop logged in, and part selection
// opened at the brake pads that fit the work order's vehicle.
import { expect, type Page } from '@playwright/test';
import { logIn, tradeUser } from './account';

/** Logged in as the Leeds workshop (default uplift 10%), the branch's notice read and closed. */
export async function logInToWorkshop(page: Page) {
  await logIn(page, tradeUser.email, tradeUser.password);
  const info = page.getByRole('dialog', { name: 'Information' });
  await info.waitFor({ timeout: 5_000 }).then(
    () => info.getByRole('button', { name: 'Close' }).click(),
    () => {},
  );
}

/** From the editor: part selection, down through Braking to the brake pads that fit. */
export async function openBrakePadsThatFit(page: Page) {
  await page.getByRole('link', { name: 'Choose parts by category' }).click();
  for (const name of [/^Braking/, /^Brake Pads/]) {
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name }).click();
  }
  await expect(page.getByRole('list', { name: 'Parts that fit' })).toBeVisible();
}
