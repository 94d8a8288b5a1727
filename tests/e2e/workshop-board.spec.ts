// The workshop board (issue 47): live across tablets while online, the last view offline, and
// readable from a wall screen down to a phone.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openLoggedIn, tradeUser } from './support/account';
import { goOffline, goOnline } from './support/offline';

async function openBoard(page: Page) {
  await openLoggedIn(page, tradeUser);
  await page.goto('/workshop');
  await expect(page.getByRole('heading', { name: 'Workshop board', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

test('a job moved on one tablet shows on another within 5 s, and offline the last view stays', async ({
  page,
  browser,
}, testInfo) => {
  await openBoard(page);
  const second = await browser.newContext();
  const tablet = await second.newPage();
  await openBoard(tablet);

  // A card of its own per repeat, so that two runs at once do not move the same job.
  const cards = page.getByRole('article');
  const card = cards.nth((testInfo.repeatEachIndex * 3 + testInfo.retry) % (await cards.count()));
  const cardId = ((await card.getAttribute('aria-labelledby')) ?? '').replace('wsb-card-', '');
  await card.getByRole('button', { name: /^Give to…/ }).click();
  const move = card.getByRole('combobox', { name: /^Give to/ });
  await expect(move).toBeFocused();
  const current = await move.inputValue();
  const options = await move
    .locator('option')
    .evaluateAll((all) =>
      all.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' })),
    );
  const target = options.find((option) => option.value && option.value !== current)!;
  const answered = page.waitForResponse((r) => r.url().includes('/assignment') && r.request().method() === 'POST');
  await move.selectOption(target.value);
  expect((await answered).status()).toBe(200);
  // The first tablet shows it at once; the second within 5 s, without a reload.
  const column = (on: Page) => on.getByRole('region', { name: new RegExp(`^${target.label}`) });
  await expect(column(page).locator(`#wsb-card-${cardId}`)).toBeVisible();
  await expect(column(tablet).locator(`#wsb-card-${cardId}`)).toBeVisible({ timeout: 5_000 });

  // Offline: the second tablet keeps the board it last saw, saying as of when.
  await goOffline(second);
  const saved = tablet.getByRole('status').filter({ hasText: 'Saved copy' });
  await expect(saved).toContainText(/You are offline: as of \d\d:\d\d/, { timeout: 10_000 });
  await tablet.waitForTimeout(3_500);
  await expect(column(tablet).locator(`#wsb-card-${cardId}`)).toBeVisible();
  await expect(tablet.getByRole('button', { name: /^Give to…/ }).first()).toBeDisabled();
  await goOnline(second);
  await expect(saved).toHaveCount(0, { timeout: 10_000 });
  await second.close();
});

test('the board has no accessibility violations, by technician and by status', async ({ page }) => {
  await openBoard(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'By status' }).click();
  await expect(page.getByRole('region', { name: /^Waiting for authorisation/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

for (const size of [
  { name: 'wall screen', width: 1920, height: 1080 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'tablet upright', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the board fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openBoard(page);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways(), 'the board scrolls sideways').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/wsb-shots/workshop-board-${size.width}x${size.height}.png` });
  });
}
