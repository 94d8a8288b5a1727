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

/**
 * Logged in: "Log out" in the header, or on a phone (issue 45) the tab bar's "Quotes", which only
 * a logged-in person has ("Log out" is then under More).
 */
export async function expectLoggedIn(page: Page): Promise<void> {
  const tabBarQuotes = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' });
  await expect(
    page.getByRole('button', { name: 'Log out' }).or(tabBarQuotes).filter({ visible: true }).first(),
  ).toBeVisible();
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

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

/**
 * Opens the app on the home page logged in as this user, without the login form: for the tests
 * that are not about logging in (this file's logIn and auth.spec.ts are). The session is made as
 * the app makes it in cookie mode (docs/session.md): POST /auth sets the user's own session
 * cookies, and the claims GET /me answers are kept in localStorage; the app then starts as after
 * a reload. It skips a whole app start (the login page's) and the trade user's notice, which only
 * a login through the form shows: seconds of each test on two busy cores. Call it first, on a
 * fresh page: a page with a session of its own would need the CSRF token to log in.
 */
export async function openLoggedIn(page: Page, user: { email: string; password: string }): Promise<void> {
  const login = await page.request.post('/api/auth', {
    headers: cookieMode,
    data: { email: user.email, password: user.password },
  });
  expect(login.status(), `POST /auth as ${user.email}`).toBe(200);
  const me = await page.request.get('/api/me', { headers: cookieMode });
  expect(me.status(), 'GET /me').toBe(200);
  const claims = (await me.json()) as { exp: number };
  // localStorage belongs to the origin: written from a small same-origin document, not the app.
  await page.goto('/api/docs/openapi.json');
  await page.evaluate((stored) => {
    localStorage.setItem('claims', JSON.stringify(stored));
    localStorage.setItem('expires_at', String(stored.exp * 1000));
  }, claims);
  await page.goto('/');
  await expectLoggedIn(page);
}

/** A new customer registered (POST /users, as the form does) and opened as by openLoggedIn. */
export async function openRegistered(page: Page, user: NewUser): Promise<void> {
  const { firstName, lastName, email, password } = user;
  const created = await page.request.post('/api/users', {
    headers: cookieMode,
    data: { firstName, lastName, email, password },
  });
  expect(created.status(), `POST /users for ${email}`).toBe(201);
  await openLoggedIn(page, user);
}

export async function logOut(page: Page): Promise<void> {
  // On a phone the way out is under the tab bar's More (issue 45).
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^More/ });
  if (await more.isVisible()) await more.click();
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
}

export async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await page.goto('/account/change-password');
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
}
