// The retailer's content around the parts (issue 27): the header and footer menus from the server,
// article lists and articles, an old address followed from a link inside the app, an article
// read offline after one visit, and axe on the menus and an article at three widths. Demo content:
// server/demo/content/content (the Focus guide links to the old address /brakes).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { goOffline, gotoOffline, waitForControllingWorker } from './support/offline';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FOCUS_GUIDE = '/articles/ford-focus-mk3-front-brake-pads';
const FOCUS_TITLE = 'Changing the front brake pads on a Ford Focus Mk3';

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

const headerMenu = (page: Page) => page.getByRole('navigation', { name: 'Parts and guides' });

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header menu and the footer come from the server', async ({ page }) => {
    await page.goto('/');
    const menu = headerMenu(page);
    await expect(menu.getByRole('link', { name: 'Brakes', exact: true })).toHaveAttribute('href', '/category/braking');
    await expect(menu.getByRole('link', { name: 'Fitting guides' })).toHaveAttribute('href', '/articles/guides');
    const more = menu.getByRole('button', { name: 'Brakes: more pages' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await menu.getByRole('link', { name: 'Brake pads' }).click();
    await expect(page).toHaveURL(/\/category\/braking\/brake-pads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brake Pads' })).toBeVisible();

    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('heading', { name: 'Help and information' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Returns and refunds' })).toHaveAttribute(
      'href',
      '/articles/returns-and-refunds',
    );
  });

  test('an article list opens from the menu, and an article from the list, with breadcrumbs', async ({ page }) => {
    await page.goto('/');
    await headerMenu(page).getByRole('link', { name: 'Fitting guides' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitting guides' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Articles in Fitting guides' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await list.getByRole('link', { name: FOCUS_TITLE }).click();

    await expect(page).toHaveURL(new RegExp(`${FOCUS_GUIDE}$`));
    await expect(page.getByRole('heading', { level: 1, name: FOCUS_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What you need' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Fitting guides' })).toHaveAttribute('href', '/articles/guides');
  });

  test('a link inside the app to an old address lands where it moved, without reloading the app', async ({ page }) => {
    await page.goto(FOCUS_GUIDE);
    await expect(page.getByRole('heading', { level: 1, name: FOCUS_TITLE })).toBeVisible();
    // A mark on the window survives only an in-app navigation: a page load would clear it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'brakes range' }).click();

    await expect(page).toHaveURL(/\/category\/braking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Braking' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The old address was replaced in the history, as a server redirect would.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: FOCUS_TITLE })).toBeVisible();
  });
});

test('the contact form from the footer: refusals beside each field, then sent and thanked', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please choose your topic.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Siobhán Murphy');
  await page.getByLabel('Email address').fill('siobhan@murphy-motors.ie');
  await page.getByLabel('Topic').selectOption({ label: 'An order or a delivery' });
  await page.getByLabel('Message').fill('Where is my order? It was due at the Limerick branch on Tuesday.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
});

test('an article seen once opens offline, marked as a saved copy', async ({ page, context }) => {
  await page.goto('/articles/checking-coolant');
  await waitForControllingWorker(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Checking and topping up your coolant' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Check it cold' })).toBeVisible();
  // The menus load after the first paint: they must have come (through the worker, which keeps
  // them) before the line goes, or there is nothing to show offline.
  const footerLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact us' });
  await expect(footerLink).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Parts and guides' }).getByRole('link', { name: 'Fitting guides' }),
  ).toBeVisible();

  await goOffline(context);
  await gotoOffline(page, '/articles/checking-coolant');
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Check it cold' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy' })).toContainText(
    'You are offline: this page as saved at',
  );
  // The menus seen online are there too.
  await expect(footerLink).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Menu button opens the header menu, from the keyboard too, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const menu = headerMenu(page);
    const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Brakes', exact: true })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Brakes', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Brakes: more pages' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Brake discs' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Brake discs' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

const widths = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const screen of widths) {
  test.describe(`axe on a ${screen.name} (${screen.width} px)`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('the menus, open, and an article', async ({ page }) => {
      await page.goto(FOCUS_GUIDE);
      await expect(page.getByRole('heading', { level: 1, name: FOCUS_TITLE })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
      const menu = headerMenu(page);
      const toggle = menu.getByRole('button', { name: 'Menu', exact: true });
      // The menu (and its button, hidden by the style sheet on a wide screen) comes with its items.
      await expect(menu).toBeVisible();
      if (await toggle.isVisible()) await toggle.click();
      await menu.getByRole('button', { name: 'Brakes: more pages' }).click();
      await expect(menu.getByRole('link', { name: 'Brake pads' })).toBeVisible();
      await expectNoAxeViolations(page, `the menus and an article at ${screen.width} px`);
    });
  });
}
