// The search results, a product page, the basket and the product comparison on a tablet held
// upright and on a phone: the content shows, the page never scrolls sideways (the comparison's
// slots and a wide table scroll in their own box), and the main controls are on screen and at
// least 44px tall.
import { expect, test, type Locator, type Page } from '@playwright/test';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

const screens = [
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** Visible, on screen once scrolled to, and at least 44px tall. */
async function expectTouchTarget(control: Locator) {
  await expect(control).toBeVisible();
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  expect(box?.height ?? 0, 'a control shorter than 44px').toBeGreaterThanOrEqual(44);
}

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.width}×${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('search results', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: /search parts/i });
      await box.fill('brembo');
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Search: brembo' })).toBeVisible();
      await expect(page.getByText(/\d+ found · Products matching your words/)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Brembo / }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectTouchTarget(page.getByRole('navigation', { name: 'Categories found' }).getByRole('link').first());
      await expectTouchTarget(page.getByRole('button', { name: /^Compare / }).first());

      await expectTouchTarget(page.getByRole('button', { name: 'Next' }));
      await expectNoSidewaysScroll(page);

      // A long OE number without spaces wraps rather than widening the page.
      await box.fill('ZZ9999999999999999999999999999999999999999');
      await box.press('Enter');
      await expect(page.getByText(/Nothing found for/)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('a product page with a long name, its stock and the vehicles it fits', async ({ page }) => {
      // The Golf oil filter: a long name, a gallery, and a fitment table wider than a phone.
      await page.goto('/search?q=HU%206019%20z');
      await page
        .getByRole('link', { name: /Mann-Filter Oil Filter/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /Mann-Filter Oil Filter/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Stock by branch' }).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Vehicles it fits' }).getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectTouchTarget(page.getByRole('button', { name: 'Add to basket' }).first());
      await expectTouchTarget(page.getByRole('button', { name: /Show image 2 of/ }));
    });

    test('the basket with a line, its totals and delivery', async ({ page }) => {
      await page.goto('/search?q=P85020');
      await page.getByRole('button', { name: 'Add to basket' }).first().click();
      await expect(page.getByRole('link', { name: /^Basket\s*\(1 item\)$/ })).toBeVisible();
      await page.getByRole('link', { name: /^Basket/ }).click();
      await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectTouchTarget(page.getByRole('button', { name: 'Apply' }));
    });

    test('the comparison of three products', async ({ page }) => {
      await page.goto('/category/braking/brake-pads');
      await expect(page.getByRole('button', { name: /^Compare / }).first()).toBeVisible();
      for (let i = 0; i < 3; i++) {
        await page
          .getByRole('button', { name: /^Compare / })
          .first()
          .click();
        await expect(page.getByRole('button', { name: /Comparing/ })).toHaveCount(i + 1);
      }
      const panel = page.getByRole('complementary', { name: 'Product comparison' });
      const hide = panel.getByRole('button', { name: 'Hide comparison' });
      await expectTouchTarget(hide);
      await expectTouchTarget(panel.getByRole('combobox', { name: 'Category' }));
      await expect(panel.getByRole('combobox', { name: 'Category' })).toHaveValue('Brake Pads');
      await expectNoSidewaysScroll(page);

      // Every product name readable: the first in view, the others once scrolled to.
      const names = panel.getByRole('link', { name: /Brake Pad Set/ });
      await expect(names).toHaveCount(3);
      await expect(names.first()).toBeInViewport();
      for (const name of await names.all()) {
        await name.scrollIntoViewIfNeeded();
        await expect(name).toBeInViewport();
        expect((await name.boundingBox())?.width ?? 0, 'a product name squeezed').toBeGreaterThanOrEqual(120);
      }
      await expectTouchTarget(panel.getByRole('button', { name: /^Remove / }).first());
      await expectNoSidewaysScroll(page);

      // The open panel leaves the page its share of the screen.
      const height = (await panel.boundingBox())?.height ?? Infinity;
      expect(height, 'the open panel covers the page').toBeLessThanOrEqual(screen.height * 0.7);

      await hide.click();
      const reopen = panel.getByRole('button', { name: 'Compare (3 of 4)' });
      await expectTouchTarget(reopen);
      await expectNoSidewaysScroll(page);
      await reopen.click();
      await expect(panel.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    });
  });
}
