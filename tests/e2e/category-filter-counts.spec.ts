// Issue 45: a category's filter counts follow the chosen vehicle. Before, with the Focus chosen,
// /category/braking said "17 products" beside "Front Axle (426)": the counts were the whole
// category's. Now a count is what choosing it lists, and it moves when the vehicle changes.
import { expect, test, type Locator, type Page } from '@playwright/test';

const header = (page: Page) => page.getByRole('banner');
const productCount = (page: Page) => page.locator('.toolbar__count');
const products = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'product' : 'products'}`;

/** The count an option of a filter shows: "Front Axle (17)" → 17. */
async function countOf(select: Locator, value: string): Promise<number> {
  const text = (await select.locator('option', { hasText: new RegExp(`^${value} \\(`) }).textContent()) ?? '';
  const count = /\(([\d,]+)\)$/.exec(text)?.[1];
  expect(count, text).toBeDefined();
  return Number(count?.replace(/,/g, ''));
}

async function chooseRegistration(page: Page, vrm: string) {
  await page.goto('/');
  const plate = page.getByRole('form', { name: 'Search by registration' }).getByRole('textbox');
  await plate.fill(vrm);
  await plate.press('Enter');
  await expect(header(page).getByRole('group', { name: 'Your vehicle' })).toContainText(vrm.toUpperCase());
}

test('the counts beside the filters are of the parts that fit the chosen vehicle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/category/braking');
  const position = page.getByLabel('Fitting position');
  await expect(position).toBeVisible();
  const wholeCategory = await countOf(position, 'Front Axle');

  await chooseRegistration(page, 'wb19 kfd');
  await page.goto('/category/braking');
  await expect(productCount(page)).toHaveText(/^[\d,]+ products?$/);
  await expect(position).toBeVisible();
  const fitting = await countOf(position, 'Front Axle');
  expect(fitting).toBeGreaterThan(0);
  expect(fitting).toBeLessThan(wholeCategory);

  // Choosing it lists exactly that many.
  await position.selectOption('Front Axle');
  await expect(productCount(page)).toHaveText(products(fitting));
  await expect(page.locator('.product-card')).toHaveCount(Math.min(fitting, 24));

  // Another filter's counts are now of the front-axle parts that fit: choosing one lists that many.
  const other = page
    .locator('.filters select')
    .filter({ hasNot: page.locator('option[value="Front Axle"]') })
    .first();
  const option = (await other.locator('option').nth(1).getAttribute('value')) ?? '';
  const narrowed = await countOf(other, option);
  await other.selectOption(option);
  await expect(productCount(page)).toHaveText(products(narrowed));
  await other.selectOption('');
  await expect(productCount(page)).toHaveText(products(fitting));

  // Cleared, the vehicle's counts give way to the whole category's, without a reload.
  await header(page).getByRole('button', { name: 'Clear vehicle' }).click();
  await expect(position.locator('option[value="Front Axle"]')).toHaveText(`Front Axle (${wholeCategory})`);
  await expect(productCount(page)).toHaveText(products(wholeCategory));
});

test("a kind's count on a category page is what it lists for the chosen vehicle", async ({ page }) => {
  await chooseRegistration(page, 'wb19 kfd');
  await page.goto('/category/braking');
  const kinds = page.getByRole('navigation', { name: 'Kinds of braking' });
  const pads = kinds.getByRole('link', { name: /^Brake Pads/ });
  await expect(pads).toHaveText(/^Brake Pads \d+$/);
  const count = Number((await pads.locator('.chip__count').textContent())?.replace(/,/g, ''));
  await pads.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brake Pads' })).toBeVisible();
  await expect(productCount(page)).toHaveText(products(count));
});
