// The header on a phone and an upright tablet: compact enough that the page starts in the first
// quarter of a phone's screen (its main pages in the tab bar at the foot, issue 45), each control
// on screen, and nothing in it moving as its later parts (the menu, the device's widgets) arrive.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLoggedIn, tradeUser } from './support/account';
import { layoutShiftsWithin } from './support/layout-shift';

// The site's header (a dialog open over the page may have a banner of its own).
const header = (page: Page) => page.locator('header.site-header');

/** The element's box, asked again while a part of the header is swapped in (its shell, then itself). */
async function box(locator: Locator) {
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (found = await locator.boundingBox()) !== null).toBe(true);
  return found!;
}

/** On one row: the two boxes overlap vertically. */
async function expectSameRow(a: Locator, b: Locator) {
  const [first, second] = [await box(a), await box(b)];
  expect(first.y < second.y + second.height && second.y < first.y + first.height, 'not on one row').toBe(true);
}

async function expectOnScreenWidth(page: Page, locator: Locator) {
  const { x, width } = await box(locator);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a trade user’s phone: a quarter-screen header, every main page from the tab bar, marked', async ({ page }) => {
    await openLoggedIn(page, tradeUser);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar).toBeVisible();
    // Issue 45: the header's bottom was at 348 of 844 px; at most a quarter now.
    const top = await box(header(page));
    expect(top.y + top.height).toBeLessThanOrEqual(844 / 4);
    await expectSameRow(
      header(page).getByRole('button', { name: 'Menu' }),
      header(page).getByRole('button', { name: 'Choose vehicle' }),
    );
    // The bar sits at the foot of the screen, in reach of a thumb.
    const foot = await box(bar);
    expect(foot.y + foot.height).toBeLessThanOrEqual(844);
    expect(foot.y).toBeGreaterThan(844 - 80);

    // Four pages one tap away, the one you are on marked.
    for (const [name, path] of [
      ['Home', '/'],
      ['Basket', '/store/basket'],
      ['Work orders', '/work-orders'],
      ['Quotes', '/account/quotes'],
    ] as const) {
      const tab = bar.getByRole('link', { name: new RegExp(`^${name}`) });
      await tab.click();
      await expect(page).toHaveURL(path);
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    }
    // The rest under "More", which then says which page you are on.
    const sheet = page.getByRole('dialog', { name: 'More' });
    for (const [name, path] of [
      ['Stores', '/stores'],
      ['Health checks', '/health-checks'],
      ['Favourites', '/account/favourites'],
      ['Account', '/account'],
    ] as const) {
      await bar.getByRole('button', { name: /^More/ }).click();
      await sheet.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(sheet).toBeHidden();
      await expect(bar.getByRole('button', { name: `More: ${name}` })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // The way out, the trade account and the prices' switch are under More too.
    await bar.getByRole('button', { name: /^More/ }).click();
    await expect(sheet.getByRole('combobox', { name: 'Trade account' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Log out' })).toBeEnabled();
    await expect(sheet.getByRole('button', { name: 'Ex. VAT' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('phone-more.png') });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('a chosen vehicle’s details and buttons fit the screen; the open menu takes the row', async ({ page }) => {
    await page.goto('/');
    const plate = page.getByRole('form', { name: 'Search by registration' }).getByRole('textbox');
    await plate.fill('wb19 kfd');
    await plate.press('Enter');
    const vehicle = header(page).getByRole('group', { name: 'Your vehicle' });
    await expect(vehicle).toContainText('WB19 KFD');
    for (const name of ['MOT history', 'Change vehicle', 'Clear vehicle']) {
      const button = vehicle.getByRole('button', { name });
      await expectOnScreenWidth(page, button);
      // Its words are not cut: the button is as wide as they need.
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const menu = header(page).getByRole('button', { name: 'Menu' });
    const before = await box(menu);
    await menu.click();
    const list = header(page).getByRole('navigation', { name: 'Parts and guides' }).getByRole('list');
    await expect(list).toBeVisible();
    // The button stays as it was; the list below it takes the header's width, the vehicle below that.
    expect(await box(menu)).toEqual(before);
    expect((await box(list)).width).toBeGreaterThan(300);
    expect((await box(vehicle)).y).toBeGreaterThan((await box(list)).y);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
]) {
  test(`nothing moves as the header's menu arrives, ${viewport.width} px wide`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(header(page).getByRole('navigation', { name: 'Parts and guides' })).toBeVisible();
    // The basket's link: the header's, or on a phone the tab bar's.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Basket/ })).toBeVisible();
    // The header's own shifts (the home page's content below it is not this test's).
    expect((await layoutShiftsWithin(page, 'header')).value).toBeLessThan(0.005);
  });
}

test('on an upright tablet the way in shares the brand’s row and the links have the next', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await openLoggedIn(page, tradeUser);
  const banner = header(page);
  await expectSameRow(
    banner.getByRole('link', { name: /Workbay/ }).first(),
    banner.getByRole('button', { name: 'Log out' }),
  );
  const nav = banner.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Account' })).toBeInViewport({ ratio: 1 });
});
