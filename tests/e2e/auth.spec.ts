// Account journeys in both session modes (docs/session.md), against the real server.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { changePassword, logIn, logOut, newUser, register, tradeUser } from './support/account';
import { passwordResetLink } from './support/mail';
import { sessionModes, storedTokenKeys, tokenKeys, useSessionMode } from './support/session-mode';

/**
 * Where the session lives: bearer mode keeps the spec's four keys in localStorage; cookie mode
 * keeps both tokens only in HttpOnly cookies, out of the page's reach (the claims and their
 * expiry, which are no secret, stay in localStorage for the refresh rule of §4).
 */
async function expectSessionKeptFor(isCookies: boolean, page: Page, context: BrowserContext) {
  if (isCookies) {
    expect(await storedTokenKeys(page)).toEqual(['claims', 'expires_at']);
    const cookies = await context.cookies();
    for (const name of ['wb_token', 'wb_refresh']) {
      expect(cookies.find((cookie) => cookie.name === name)?.httpOnly, name).toBe(true);
    }
  } else {
    expect(await storedTokenKeys(page)).toEqual([...tokenKeys]);
    const expiresAt = Number(await page.evaluate(() => localStorage.getItem('expires_at')));
    expect(expiresAt).toBeGreaterThan(Date.now());
  }
}

for (const { name, isCookies } of sessionModes) {
  test.describe(name, () => {
    test.beforeEach(async ({ page }) => {
      await useSessionMode(page, isCookies);
    });

    test('register, log out, log in, change the password, log in with the new one', async ({ page, context }) => {
      const user = newUser(isCookies ? 'cookie' : 'bearer');
      await register(page, user);
      await expectSessionKeptFor(isCookies, page, context);

      await logOut(page);
      await logIn(page, user.email, user.password);
      await expectSessionKeptFor(isCookies, page, context);

      const newPassword = `${user.password}-renewed`;
      await changePassword(page, user.password, newPassword);
      await logOut(page);
      await logIn(page, user.email, newPassword);
    });

    test('a wrong password shows the server message', async ({ page }) => {
      await page.goto('/account/login');
      await page.getByLabel('Email address').fill(tradeUser.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('Invalid credentials.');
    });

    test('a forgotten password is reset with the mailed link', async ({ page }) => {
      const user = newUser(isCookies ? 'reset-cookie' : 'reset-bearer');
      await register(page, user);
      await logOut(page);

      await page.goto('/account/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      // The login page stays on screen while the reset page's chunk loads, with an "Email address"
      // of its own: filling before the new page is there typed into the old one (a flaky CI run).
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await page.getByLabel('Email address').fill(user.email);
      await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();

      const link = await passwordResetLink(user.email);
      expect(new URL(link).pathname).toBe('/account/set-password');
      await page.goto(link);
      const newPassword = `${user.password}-reset`;
      await expect(page.getByLabel('Email address')).toHaveValue(user.email);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      // The server's own words: "Your password has been set. You can now log in with it."
      await expect(page.getByRole('main').getByRole('status')).toContainText('You can now log in');

      await logIn(page, user.email, newPassword);
    });
  });
}

test('the login information modal greets a trade user once', async ({ page }) => {
  await logIn(page, tradeUser.email, tradeUser.password);
  const modal = page.getByRole('dialog', { name: 'Information' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Christmas opening hours');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // Once the profile has loaded again (the trade account switcher comes from it), no modal.
  await page.reload();
  await expect(page.getByRole('banner').getByLabel('Trade account')).toBeVisible();
  await expect(modal).toBeHidden();
});

test.describe('a render error', () => {
  // page.route does not see requests a service worker could answer; this test needs it to.
  test.use({ serviceWorkers: 'block' });

  test('shows the fallback, logs out, and Return to Log in goes home', async ({ page }) => {
    const user = newUser('render-error');
    await register(page, user);

    // A user record that breaks the contract is a render error (src/features/session/components/session-gate.tsx).
    await page.route(/\/api\/users\/[^/]+$/, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { broken: true } }) : route.fallback(),
    );
    // Without the record kept for offline use (src/api/profile-cache.ts), the reload asks the server.
    await page.evaluate(() => localStorage.removeItem('profile'));
    // The fallback logs the user out in the background (POST /auth with an empty body).
    const loggedOut = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth') && response.request().method() === 'POST',
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText('Sorry about this, but you need to log back in and start again.')).toBeVisible();

    // Clicked at once: the button waits for that logout before leaving the fallback, so the
    // old session's record is not fetched again.
    await page.getByRole('button', { name: 'Return to Log in' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });
});
