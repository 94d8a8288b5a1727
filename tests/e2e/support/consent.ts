// The cookie banner in the browser tests. The consent library keeps its banner from crawlers and
// automated browsers (vanilla-cookieconsent's hideFromBots, on in src/features/consent/banner-config.ts),
// and Playwright's Chromium says it is automated (navigator.webdriver), so no other test sees the
// banner or has to answer it: without a choice only the strictly necessary cookies are allowed,
// and the chat never shows. A test about the banner says it is a person first.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Every page of the context reports no automation, so the banner shows as it does to a person. */
export async function showConsentBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false });
  });
}

/** The banner's first layer. */
export const consentBanner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Workbay' });

/** The settings "Cookie settings" and "Choose cookies" open. */
export const cookieSettings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

export async function answerBanner(page: Page, answer: 'Accept all' | 'Reject all'): Promise<void> {
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: answer, exact: true }).click();
  await expect(banner).toBeHidden();
}

/** Opens "Cookie settings" from the footer, sets functional cookies on or off, and saves. */
export async function setFunctionalConsent(page: Page, on: boolean): Promise<void> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const settings = cookieSettings(page);
  await expect(settings).toBeVisible();
  const functional = settings.getByRole('checkbox', { name: /Functional/ });
  // The library sets the boxes from the saved choice as its dialog opens, so a box read in that
  // moment can change after the read: the box is read and pressed again until it holds the choice.
  await expect(async () => {
    if ((await functional.isChecked()) !== on) await functional.press('Space');
    await expect(functional).toBeChecked({ checked: on, timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await settings.getByRole('button', { name: 'Save my choices' }).click();
  await expect(settings).toBeHidden();
}
