// WCAG 2.2 AA checks with axe (@axe-core/playwright) on the pages an audit found wanting, on a
// phone (390 px) and a laptop (1280 px): the store locator's map held 47 focusable links inside a
// picture (nested-interactive); the product page's "Vehicles it fits" table scrolled sideways on a
// phone but could not be reached by keyboard (scrollable-region-focusable); and at 1280 px the
// logged-in header put "Log out" on a second row once the count of changes waiting showed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser, openRegistered } from './support/account';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** Every WCAG A/AA rule axe checks passes: the list names each failing rule and where. */
async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

async function openGolfOilFilter(page: Page) {
  // The Golf oil filter: a fitment table wider than a phone (as in small-screens.spec.ts).
  await page.goto('/search?q=HU%206019%20z');
  await page
    .getByRole('link', { name: /Mann-Filter Oil Filter/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Mann-Filter Oil Filter/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicles it fits' }).getByRole('table')).toBeVisible();
}

for (const screen of widths) {
  test.describe(`axe on a ${screen.name} (${screen.width} px)`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('the store locator: the map is a picture with nothing to focus, the list the way to each store', async ({
      page,
    }) => {
      await page.goto('/stores');
      const map = page.getByRole('img', { name: /Map of Great Britain and Ireland with \d+ stores/ });
      await expect(map).toBeVisible();
      await expect(map.locator('a, [tabindex]')).toHaveCount(0);
      await expect(page.locator('.store-list > li').first()).toBeVisible();
      await expectNoAxeViolations(page, '/stores');
    });

    test('the product page and the vehicles it fits', async ({ page }) => {
      await openGolfOilFilter(page);
      await expectNoAxeViolations(page, 'the product page');
    });
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table of vehicles a part fits scrolls sideways from the keyboard', async ({ page }) => {
    await openGolfOilFilter(page);
    const box = page.getByRole('region', { name: 'Table of the vehicles, scrolls sideways' });
    const sizes = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll, 'the table is wider than the phone').toBeGreaterThan(sizes.client);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('the logged-in header at 1280 px with changes waiting', () => {
  test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });

  /** "Log out" sits on the brand's row: their middles line up. */
  async function expectLogOutOnTheFirstRow(page: Page, state: string) {
    const header = page.getByRole('banner');
    // The header's device parts come after the page's first reads: measured once they are in
    // (the real Log out button is enabled; its shell until then is not).
    await expect(header.getByRole('button', { name: 'Log out' })).toBeEnabled();
    await expect(header.getByRole('link', { name: 'Workbay', exact: true })).toBeVisible();
    const brand = await header.getByRole('link', { name: 'Workbay', exact: true }).boundingBox();
    const logOut = await header.getByRole('button', { name: 'Log out' }).boundingBox();
    expect(brand && logOut, 'the brand and Log out are shown').toBeTruthy();
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(logOut!) - middle(brand!)), `Log out on a row of its own (${state})`).toBeLessThanOrEqual(8);
  }

  test('keeps "Log out" on the first row, offline and while sending', async ({ page, context }) => {
    await openRegistered(page, newUser('header-row'));
    await page.goto('/category/braking/brake-pads');
    const add = page.getByRole('button', { name: 'Add to basket' });
    await expect(add.first()).toBeVisible();
    await expectLogOutOnTheFirstRow(page, 'nothing waiting');

    await context.setOffline(true);
    await add.nth(0).click();
    await expect(page.getByRole('banner').getByText(/\d+ waiting/)).toBeVisible();
    await expectLogOutOnTheFirstRow(page, 'offline, 1 waiting');

    // Online again, the basket's requests held: "Sending" and the count, the widest state.
    await page.route('**/api/baskets**', () => {});
    await context.setOffline(false);
    await expect(page.getByRole('banner').getByText('Sending')).toBeVisible();
    await expect(page.getByRole('banner').getByText(/\d+ waiting/)).toBeVisible();
    await expectLogOutOnTheFirstRow(page, 'sending, 1 waiting');
    await expectNoAxeViolations(page, 'the logged-in header with changes waiting');
  });
});
