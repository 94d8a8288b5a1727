// The work order's editor, its four smaller controls (issue 24): the uplift (the account's
// default, the work order's own, 0 for none; offline too), a job's optional parts offered under
// it, part selection grouped by brand, and a quick kit's brand changed once it is on the work
// order. On a 10-inch tablet and a phone: accessible names, headings in order, 44px targets, no
// sideways scroll, and what the server holds at the end.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { goOffline, goOnline, waitForControllingWorker } from './support/offline';
import { logInToWorkshop, openBrakePadsThatFit } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const screens = [
  { name: '10-inch tablet', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible({ timeout: 60_000 });

async function held(page: Page, id: string) {
  const response = await page.request.get(`/api/work-orders/${id}`, { headers: cookieMode });
  expect(response.status()).toBe(200);
  return response.json();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** Visible, on screen once scrolled to, and at least 44px tall. */
async function expectTouchTarget(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  expect(box?.height ?? 0, 'a control shorter than 44px').toBeGreaterThanOrEqual(44);
}

/** The page's headings never skip a level on the way down. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index + 1} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

async function expectNoAxeViolations(page: Page, selectors: string[], what: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

const jobs = (page: Page) => page.getByRole('list', { name: 'Jobs', exact: true });
const parts = (page: Page) => page.getByRole('list', { name: 'Parts', exact: true });
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.width}×${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('uplift, a job’s optional parts, parts by brand and a kit’s brand reach the server as set', async ({
      page,
      context,
    }) => {
      // A long walk through the editor (30–50 s alone): with CI's two workers on two cores it
      // passed 60 s once, slow rather than stuck (the screenshot was mid part selection).
      test.slow();
      await logInToWorkshop(page);
      await page.getByRole('link', { name: 'Work orders' }).click();
      await waitForControllingWorker(page);
      await page.getByLabel('Registration').fill('WB19 KFD');
      await page.getByRole('button', { name: 'Start work order' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
      await saved(page);
      await expect(page.getByLabel('Find a repair time')).toBeVisible();
      const id = page.url().split('/').pop()!;

      // A repair-time job: its optional part is offered under it, and one tap makes it the job's part.
      await page.getByLabel('Find a repair time').fill('front brake pads');
      await page
        .getByRole('list', { name: 'Repair times found' })
        .getByRole('button', { name: 'Add Front brake pads - renew' })
        .click();
      await page.getByLabel('Find a repair time').fill('');
      const offers = jobs(page).getByRole('list', { name: 'Parts to add to Front brake pads - renew' });
      await expect(offers.getByText('Also often needed:')).toBeVisible();
      const addKit = offers.getByRole('button', { name: /^Add Accessory Kit, disc brake pad to / });
      await expectTouchTarget(addKit);
      const partsBefore = await parts(page).getByRole('listitem').count();
      await addKit.click();
      await expect(parts(page).getByRole('listitem')).toHaveCount(partsBefore + 1);
      await expect(offers.getByRole('button', { name: /^Add Accessory Kit/ })).toHaveCount(0);
      await saved(page);

      // The uplift: the account's default to begin with, then the work order's own, 0 for none.
      const uplift = summary(page).getByRole('group', { name: /Uplift/ });
      await expect(uplift.getByRole('radio', { name: 'Use the account’s default (10%)' })).toBeChecked();
      await expect(summary(page).getByText('10%', { exact: true })).toBeVisible();
      // The whole label is the target, not only its words.
      await expectTouchTarget(uplift.locator('label', { hasText: 'Set for this work order' }));
      await uplift.getByRole('radio', { name: 'Set for this work order' }).check();
      const figure = uplift.getByLabel('Uplift on labour, per cent');
      await figure.fill('0');
      await figure.press('Enter');
      await saved(page);
      const totals = async () => ({
        withUplift: await summary(page).locator('dd.wo-summary__total').textContent(),
        without: await summary(page)
          .getByText('Without uplift, including VAT')
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      });
      // The summary follows the saved copy a render later: wait for it rather than read it once.
      await expect.poll(async () => ((t) => t.withUplift === t.without)(await totals())).toBe(true);
      await figure.fill('150');
      await figure.press('Enter');
      await expect(uplift.getByText('Please enter an uplift from 0 to 100 per cent.')).toBeVisible();
      await figure.fill('25');
      await figure.press('Enter');
      await saved(page);
      await expect.poll(async () => ((t) => t.withUplift !== t.without)(await totals())).toBe(true);
      // "All changes saved" may still be the line from before this change was queued: wait for
      // the server's copy itself (a rehearsal read it a moment before the change arrived).
      await expect.poll(async () => (await held(page, id)).uplift).toBe(25);

      // Offline, back to the account's default: priced here at 10% until the server confirms.
      await goOffline(context);
      await uplift.getByRole('radio', { name: /^Use the account’s default/ }).check();
      await expect(summary(page).getByText('Worked out on this device')).toBeVisible();
      await expect(summary(page).getByText('10%', { exact: true })).toBeVisible();
      await goOnline(context);
      await saved(page);
      const afterDefault = await held(page, id);
      expect(afterDefault.uplift).toBeNull();
      expect(afterDefault.appliedUplift).toBe(10);

      // A quick brake kit, then another brand for its front pads while it is not ordered.
      await page.getByRole('button', { name: 'Quick brake kit', exact: true }).click();
      const kit = page.getByRole('region', { name: 'Quick brake kit' });
      for (const group of await kit.locator('.wo-kit__brands').all()) await group.getByRole('radio').first().check();
      await kit.getByRole('button', { name: 'Add quick brake kit to the work order' }).click();
      const kitLine = page.getByRole('list', { name: 'Quick kits on the work order' }).getByRole('listitem');
      await expect(kitLine).toHaveCount(1);
      const padsBrand = kitLine.getByRole('combobox', { name: 'Brand for Front Brake Pads' });
      await expectTouchTarget(padsBrand);
      const options = await padsBrand
        .locator('option')
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
      expect(options.length).toBeGreaterThan(1);
      const before = await padsBrand.inputValue();
      const chosen = options.find((value) => value !== '' && value !== before)!;
      await padsBrand.selectOption(chosen);
      // "All changes saved" may still show from before the change is queued: wait for the server.
      const padsHeld = async () =>
        (await held(page, id)).workOrderQuickKits[0]?.workOrderQuickKitItems.find(
          (item: { componentPart: string }) => item.componentPart === 'Front Brake Pads',
        )?.sku;
      await expect.poll(padsHeld, { timeout: 30_000 }).toBe(chosen);
      await saved(page);

      // The editor's new controls pass axe; the page keeps to the screen.
      await expectNoAxeViolations(
        page,
        ['.wo-uplift', '.wo-offers', '.wo-kits .wo-lines'],
        'the editor’s new controls',
      );
      await expectNoSidewaysScroll(page);
      await expectHeadingsInOrder(page);

      // Part selection: the brake pads that fit, under a heading per brand, below the category's.
      await openBrakePadsThatFit(page);
      const fit = page.getByRole('list', { name: 'Parts that fit' });
      await expect(fit).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Brake Pads' })).toBeVisible();
      const brands = fit.getByRole('heading', { level: 3 });
      expect(await brands.count()).toBeGreaterThan(1);
      const firstBrand = (await brands.first().textContent())!;
      const brandList = fit.getByRole('list', { name: firstBrand, exact: true });
      await expect(brandList.getByRole('button').first()).toHaveAccessibleName(new RegExp(`^Add ${firstBrand} `));
      await expectHeadingsInOrder(page);
      await expectNoSidewaysScroll(page);
      await expectTouchTarget(fit.getByRole('button').first());
      await expectNoAxeViolations(page, ['main'], 'part selection');
      await fit.getByRole('button').first().click();
      await expect(page.getByRole('status').filter({ hasText: 'is on the work order' })).toBeVisible();
    });
  });
}
