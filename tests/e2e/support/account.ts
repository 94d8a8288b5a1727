// The account journeys as a person does them, through the forms' accessible names.
import { expect, type Page } from '@playwright/test';

/** A demo-data key account (server/db demo data) whose profile carries loginPopupContent. */
export const tradeUser = { email: 'trade@workbay.test', password: 'Trade-Bay-2026!' };

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A user nobody has registered yet: tests share one server and may run side by side. */
export function newUser(tag: string): NewUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Robin',
    lastName: 'Spanner',
    email: `e2e-${tag}-${unique}@example.test`,
    password: `Gearbox-${unique}!`,
  };
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

export async function register(page: Page, user: NewUser): Promise<void> {
  await page.goto('/account/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectLoggedIn(page);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expectLoggedIn(page);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
}

export async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.goto('/account/change-password');
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
}
