// What the work-order browser tests share: the Leeds workshop logged in, and part selection
// opened at the brake pads that fit the work order's vehicle.
import { expect, type Page } from '@playwright/test';
import { openLoggedIn, tradeUser } from './account';

/**
 * Logged in as the Leeds workshop (default uplift 10%), on the home page with nothing over it
 * (openLoggedIn: no login form, so no branch's notice either; auth.spec.ts checks the notice).
 */
export async function logInToWorkshop(page: Page) {
  await openLoggedIn(page, tradeUser);
}

/** From the editor: part selection, down through Braking to the brake pads that fit. */
export async function openBrakePadsThatFit(page: Page) {
  await page.getByRole('link', { name: 'Choose parts by category' }).click();
  for (const name of [/^Braking/, /^Brake Pads/]) {
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name }).click();
  }
  await expect(page.getByRole('list', { name: 'Parts that fit' })).toBeVisible();
}
