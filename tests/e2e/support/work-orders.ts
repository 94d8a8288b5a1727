// What the work-order browser tests share: the Leeds workshop logged in, and part selection
// opened at the brake pads that fit the work order's vehicle.
import { expect, type Page } from '@playwright/test';
import { logIn, tradeUser } from './account';

/**
 * Logged in as the Leeds workshop (default uplift 10%), the branch's notice read and closed. The
 * notice shows on every login in a fresh browser (the demo account has one), once the profile and
 * the sanitiser have loaded: waited for, so that it never opens later over the test's next click.
 */
export async function logInToWorkshop(page: Page) {
  await logIn(page, tradeUser.email, tradeUser.password);
  const info = page.getByRole('dialog', { name: 'Information' });
  await expect(info).toBeVisible({ timeout: 15_000 });
  await info.getByRole('button', { name: 'Close' }).click();
  await expect(info).toBeHidden();
}

/** From the editor: part selection, down through Braking to the brake pads that fit. */
export async function openBrakePadsThatFit(page: Page) {
  await page.getByRole('link', { name: 'Choose parts by category' }).click();
  for (const name of [/^Braking/, /^Brake Pads/]) {
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name }).click();
  }
  await expect(page.getByRole('list', { name: 'Parts that fit' })).toBeVisible();
}
