// The cookie banner and the chat support it gates (issue 27, storefront-core §2): "Reject all" as
// easy as "Accept all", the choice changeable from "Cookie settings", and the chat only for a
// logged-in person with functional consent, never on /, /store/basket or /account/register, with
// nothing of it requested before then. The demo server runs the local chat provider.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/account';
import {
  answerBanner,
  consentBanner,
  cookieSettings,
  setFunctionalConsent,
  showConsentBanner,
} from './support/consent';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

const retailUser = { email: 'retail@workbay.test', password: 'Retail-Bay-2026!' };
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every request of the chat's (its config, its conversation, Zendesk's snippet), in order. */
function watchChatRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(chat|zendesk)\//.test(url.pathname) || url.hostname.endsWith('zdassets.com')) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with us' });

async function openStores(page: Page) {
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await showConsentBanner(context);
});

test('rejected, no chat; functional cookies on, the chat where it may show; off again, gone', async ({ page }) => {
  const chatRequests = watchChatRequests(page);
  await openStores(page);
  // By keyboard, as easily as "Accept all".
  await expect(consentBanner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
  // The banner moves the focus to itself as it opens (for screen readers), which can take it back
  // from a button focused a moment before: Enter is pressed on "Reject all" again until it closes.
  await expect(async () => {
    await consentBanner(page).getByRole('button', { name: 'Reject all' }).press('Enter');
    await expect(consentBanner(page)).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  await logIn(page, retailUser.email, retailUser.password);
  await openStores(page);
  // The choice is kept: no banner again, and no chat without functional consent.
  await expect(consentBanner(page)).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  expect(chatRequests).toEqual([]);

  await setFunctionalConsent(page, true);
  await expect(chatButton(page)).toBeVisible();
  expect(chatRequests).toContain('GET /api/chat/config');

  for (const hidden of ['/', '/store/basket', '/account/register']) {
    await page.goto(hidden);
    await expect(page.locator('#main')).toBeVisible();
    await expect(chatButton(page), hidden).toHaveCount(0);
  }

  // The local panel: a message and the parts desk's greeting.
  await openStores(page);
  await chatButton(page).click();
  const panel = page.getByRole('region', { name: 'Chat with the parts desk' });
  await panel.getByLabel('Your message').fill('Do you have front brake pads for a 2016 Ford Focus in stock?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const conversation = panel.getByRole('log', { name: 'Conversation' });
  // The account keeps its conversation, so a repeated run (--repeat-each) shows its earlier turns too.
  await expect(
    conversation.getByText('Do you have front brake pads for a 2016 Ford Focus in stock?').last(),
  ).toBeVisible();
  await expect(conversation.getByText(/Someone from the parts desk will answer here/).last()).toBeVisible();
  const chatAxe = await new AxeBuilder({ page }).include('.chat-widget').withTags(WCAG_AA).analyze();
  expect(chatAxe.violations.map((violation) => violation.id)).toEqual([]);

  // Withdrawn as easily: the chat goes, and so does what it kept on the device.
  await setFunctionalConsent(page, false);
  await expect(chatButton(page)).toHaveCount(0);
  const chatKeys = await page.evaluate(() => Object.keys(localStorage).filter((key) => /^(chat:|ZD-)/.test(key)));
  expect(chatKeys).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
});

test('accepting all shows the chat to a logged-in person only', async ({ page }) => {
  const chatRequests = watchChatRequests(page);
  await openStores(page);
  await answerBanner(page, 'Accept all');
  // Not logged in: no chat, and nothing of it asked for.
  await expect(chatButton(page)).toHaveCount(0);
  expect(chatRequests).toEqual([]);

  await logIn(page, retailUser.email, retailUser.password);
  // Logged in, on the home page: still none.
  await expect(chatButton(page)).toHaveCount(0);
  await openStores(page);
  await expect(chatButton(page)).toBeVisible();
});

const screens = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const screen of screens) {
  test.describe(`the banner on a ${screen.name} (${screen.width} px)`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('axe finds nothing on the banner or its settings, and its buttons fit the screen', async ({ page }) => {
      await openStores(page);
      const banner = consentBanner(page);
      await expect(banner).toBeVisible();
      for (const name of ['Accept all', 'Reject all', 'Choose cookies']) {
        const box = await banner.getByRole('button', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(screen.width);
      }
      const first = await new AxeBuilder({ page }).include('#cc-main').withTags(WCAG_AA).analyze();
      expect(first.violations.map((violation) => violation.id)).toEqual([]);

      await banner.getByRole('button', { name: 'Choose cookies' }).click();
      await expect(cookieSettings(page)).toBeVisible();
      const settings = await new AxeBuilder({ page }).include('#cc-main').withTags(WCAG_AA).analyze();
      expect(settings.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
