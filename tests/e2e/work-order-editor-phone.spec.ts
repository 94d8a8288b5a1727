// The work-order editor with a thumb (issue 45): on a phone the editor is thousands of pixels
// tall, so its sections are one tap away in a sticky "Work order sections" bar; a job added from
// the repair-time tree says where it went, with "Show" to bring it into view; a kit's brand
// choices say the brand once and the price. Axe finds nothing on the editor.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInToWorkshop } from './support/work-orders';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const sectionsBar = (page: Page) => page.getByRole('navigation', { name: 'Work order sections' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element has no box').not.toBeNull();
  return box!;
}

/** The section's heading is on screen below the sticky bar, and above the tab bar at the foot. */
async function expectClearOfBars(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  const bar = await boxOf(sectionsBar(page));
  const tabs = await boxOf(tabBar(page));
  await expect
    .poll(async () => {
      const { y, height } = await boxOf(heading);
      return y >= bar.y + bar.height && y + height <= tabs.y;
    }, 'the heading is under a bar')
    .toBe(true);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_AA).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

test.describe('the work-order editor on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sections one tap away, an added job shown where it went, kit brands with their prices', async ({ page }) => {
    test.slow();
    await logInToWorkshop(page);
    await tabBar(page).getByRole('link', { name: 'Work orders' }).click();
    await expect(page).toHaveURL('/work-orders');
    await page.locator('main').getByLabel('Registration', { exact: true }).fill('WB19 KFD');
    await page.getByRole('button', { name: 'Start work order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('WB19 KFD');
    await expect(page.getByLabel('Find a repair time')).toBeVisible({ timeout: 60_000 });

    // The bar: the four sections a phone needs, Jobs marked at the top.
    const bar = sectionsBar(page);
    await expect(bar.getByRole('link')).toHaveText(['Jobs', 'Kits', 'Parts', 'Summary']);
    await expect(bar.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'location');

    // Parts in one tap, past the whole tree: in view, clear of the bars, marked, the focus there.
    const partsHeading = page.getByRole('heading', { level: 2, name: 'Parts', exact: true });
    await expect(partsHeading).not.toBeInViewport();
    await bar.getByRole('link', { name: 'Parts' }).click();
    await expectClearOfBars(page, partsHeading);
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Parts' })).toHaveAttribute('aria-current', 'location');
    await expect(bar.getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
    await expect(partsHeading).toBeFocused();

    // From the keyboard too: Summary, with Enter.
    await bar.getByRole('link', { name: 'Summary' }).focus();
    await page.keyboard.press('Enter');
    const summaryHeading = page.getByRole('heading', { level: 2, name: 'Summary', exact: true });
    await expectClearOfBars(page, summaryHeading);
    await expect(bar.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'location');

    // "Add" in the repair-time tree: the job lands in Jobs, out of sight, and the page says so.
    await bar.getByRole('link', { name: 'Jobs' }).click();
    const tree = page.locator('.wo-tree');
    await tree.getByText('Brakes', { exact: true }).click();
    await tree.getByRole('button', { name: 'Add Front brake pads - renew' }).click();
    // Said politely, where the job went: it is far above the tree on a phone.
    const said = page.getByRole('status').filter({ hasText: /^Added ‘Front brake pads - renew’ to Jobs/ });
    await expect(said).toBeVisible();
    const job = page
      .getByRole('list', { name: 'Jobs', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByText('Front brake pads - renew', { exact: true }) });
    await expect(job).toHaveCount(1);
    // The person reads on down the tree before looking (the job is out of sight), then asks.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(job).not.toBeInViewport();
    // The note sits above the tab bar, not under it.
    const show = page.getByRole('button', { name: 'Show', exact: true });
    expect((await boxOf(show)).y + (await boxOf(show)).height).toBeLessThanOrEqual((await boxOf(tabBar(page))).y);
    await show.click();
    await expect(job).toBeInViewport();
    await expect(job).toBeFocused();
    await expect(job).toHaveClass(/wo-line--shown/);
    await expect(said).toHaveCount(0);

    // A quick brake kit on the work order: each brand choice says the brand once, and its price.
    await bar.getByRole('link', { name: 'Kits' }).click();
    await page.getByRole('button', { name: 'Quick brake kit', exact: true }).click();
    const kit = page.getByRole('region', { name: 'Quick brake kit' });
    for (const group of await kit.locator('.wo-kit__brands').all()) await group.getByRole('radio').first().check();
    await kit.getByRole('button', { name: 'Add quick brake kit to the work order' }).click();
    const kitLine = page.getByRole('list', { name: 'Quick kits on the work order' }).getByRole('listitem');
    const padsBrand = kitLine.getByRole('combobox', { name: 'Brand for Front Brake Pads' });
    await expect(padsBrand).toBeVisible();
    const options = await padsBrand.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    for (const text of options) {
      const brand = text.split(' – ')[0]!;
      const times = text.toLowerCase().split(brand.toLowerCase()).length - 1;
      expect(times, `"${text}" says its brand ${times} times`).toBe(1);
      expect(text, 'an option without its price').toMatch(/ – £\d+\.\d{2}/);
    }
    // What the select cuts short on a phone, the chosen part in full under it.
    const chosen = await padsBrand.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text);
    await expect(kitLine.locator('.wo-kit-line__chosen').first()).toContainText(chosen.split(' – ')[0]!);

    await expectNoAxeViolations(page, 'the editor on a phone');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(innerWidth);
  });
});

test.describe('the work-order editor on a tablet (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the bar leaves out the summary, which is beside the work', async ({ page }) => {
    await logInToWorkshop(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work orders' }).click();
    await expect(page).toHaveURL('/work-orders');
    await page.locator('main').getByLabel('Registration', { exact: true }).fill('WB19 KFD');
    await page.getByRole('button', { name: 'Start work order' }).click();
    await expect(page.getByLabel('Find a repair time')).toBeVisible({ timeout: 60_000 });
    const bar = sectionsBar(page);
    await expect(bar.getByRole('link')).toHaveText(['Jobs', 'Kits', 'Parts']);
    await bar.getByRole('link', { name: 'Parts' }).click();
    const partsHeading = page.getByRole('heading', { level: 2, name: 'Parts', exact: true });
    await expect(partsHeading).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Parts' })).toHaveAttribute('aria-current', 'location');
    // The summary is in sight beside the work (sticky; pushed up by the foot of the editor).
    await expect(page.getByRole('region', { name: 'Summary' })).toBeInViewport();
  });
});
