// The header on a phone and an upright tablet: compact enough that the page starts in the top
// half of a phone's screen, each control on screen, and nothing in it moving as its later parts
// (the menu, the device's widgets) arrive.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLoggedIn, tradeUser } from './support/account';
import { layoutShiftsWithin } from './support/layout-shift';

// The site's header (a dialog open over the page may have a banner of its own).
const header = (page: Page) => page.getByRole('banner').filter({ has: page.getByRole('navigation', { name: 'Main' }) });

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

  test('a trade user’s header: Log out beside the links, Menu beside the vehicle, the account on one row', async ({
    page,
  }) => {
    await openLoggedIn(page, tradeUser);
    const banner = header(page);
    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await expectSameRow(
      banner.getByRole('navigation', { name: 'Main' }),
      banner.getByRole('button', { name: 'Log out' }),
    );
    await expectSameRow(menu, banner.getByRole('button', { name: 'Choose vehicle' }));
    await expectSameRow(
      banner.getByText('Trade account', { exact: true }),
      banner.getByRole('combobox', { name: 'Trade account' }),
    );
    // The page's own heading starts in the top half of the screen (it began at about 500 px).
    const { y, height } = await box(banner);
    expect(y + height).toBeLessThan(400);
    for (const control of [
      menu,
      banner.getByRole('button', { name: 'Log out' }),
      banner.getByRole('combobox', { name: 'Trade account' }),
    ])
      await expectOnScreenWidth(page, control);
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
    await expect(header(page).getByRole('link', { name: 'Basket' })).toBeVisible();
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
