// The counter's journeys through the catalogue: category to product and its stock, the
// comparison and its limit, search by OE number and by misspelt words, the store locator,
// and favourites. Demo data: server/demo/catalogue (featured products have fixed skus).
import { expect, test, type Page } from '@playwright/test';
import { comparisonMessages } from '../../contract/comparison/comparison-rules';
import { newUser, openRegistered } from './support/account';
import { layoutShiftsWithin } from './support/layout-shift';

// Nothing here is about offline use or the service worker: without it, a test's fresh browser
// does not install the worker and precache the whole app while the test runs (a CPU-bound suite).
test.use({ serviceWorkers: 'block' });

async function search(page: Page, words: string) {
  const box = page.getByRole('combobox', { name: /search parts/i });
  await box.fill(words);
  await box.press('Enter');
}

test('from the home page to a category, a product and its stock per branch', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Brake Pads/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brake Pads' })).toBeVisible();
  await expect(page.getByText(/\d+ products/)).toBeVisible();
  await page.getByRole('link', { name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }),
  ).toBeVisible();
  const stock = page.getByRole('region', { name: 'Stock by branch' });
  // Only the branches that hold the pads are listed (a guest has no branch of their own).
  const summary = stock.getByText(/^In stock at \d+ branches\.$/);
  await expect(summary).toBeVisible();
  const holding = Number((await summary.textContent())?.match(/\d+/)?.[0]);
  expect(holding).toBeGreaterThan(8);
  await stock.getByRole('button', { name: `Show all ${holding} branches` }).click();
  await expect(stock.getByRole('row')).toHaveCount(holding + 1);
  await expect(page.getByRole('region', { name: 'Part numbers' }).getByText('2 208 125')).toBeVisible();
  // Prices include VAT until the person switches: £38.95 ex VAT is £46.74 inc.
  await expect(page.getByText('£46.74')).toBeVisible();
  await page.getByRole('button', { name: 'Ex. VAT' }).click();
  await expect(page.getByText('£38.95')).toBeVisible();
});

test('four products in the comparison, and the fifth refused', async ({ page }) => {
  await page.goto('/category/braking/brake-pads');
  const compare = page.getByRole('button', { name: /^Compare / });
  await expect(compare.first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page
      .getByRole('button', { name: /^Compare / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /Comparing/ })).toHaveCount(i + 1);
  }
  await expect(page.getByRole('button', { name: 'Hide comparison' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Brake Pads');
  await expect(page.getByRole('option', { name: 'Brake Pads (4)' })).toBeAttached();
  // The other buttons are aria-disabled (announced as unavailable) yet still pressable, to say why.
  const fifth = page.getByRole('button', { name: /^Compare / }).first();
  await expect(fifth).toHaveAttribute('aria-disabled', 'true');
  await fifth.click({ force: true });
  await expect(page.getByRole('alert')).toHaveText(comparisonMessages.full);
  // The panel closes when the person moves to another page.
  await page.getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('button', { name: 'Compare (4 of 4)' })).toBeVisible();
});

test('search by an OE number and by words with a typo', async ({ page }) => {
  await page.goto('/');
  await search(page, '2 208 125');
  await expect(page.getByText(/4 found · Cross-reference/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mintex Front Brake Pad Set for Ford Focus Mk4' })).toBeVisible();
  await search(page, 'brake pads fosu');
  await expect(page.getByText('Showing results for')).toBeVisible();
  await expect(page.getByText('brake pads focus', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Brake Pad Set for Ford Focus/ }).first()).toBeVisible();
});

test('the nearest store from a town name and from a postcode district', async ({ page }) => {
  await page.goto('/stores');
  await expect(page.getByRole('img', { name: /Map of Great Britain and Ireland with \d+ stores/ })).toBeVisible();
  await page.getByLabel('Town, postcode or Eircode').fill('Harrogate');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('heading', { name: /6 stores near Harrogate/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Leeds Kirkstall' }).getByText('12.4 miles')).toBeVisible();
  await page.getByLabel('Town, postcode or Eircode').fill('M17');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('heading', { name: /near M17 \(Trafford Park\)/ })).toBeVisible();
  await expect(page.locator('.store-list > li').first()).toContainText('Manchester Trafford');
  await page.getByLabel('Town, postcode or Eircode').fill('Atlantis');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We could not find "Atlantis"' })).toBeVisible();
});

test('add and remove a favourite', async ({ page }) => {
  await openRegistered(page, newUser('favourites'));
  await page.goto('/category/filters/oil-filters');
  const first = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
  const label = (await first.getAttribute('aria-label')) ?? (await first.innerText());
  const name = label
    .replace(/^[♡\s]*Save\s*/, '')
    .replace(/\s*to favourites$/, '')
    .trim();
  await first.click();
  await expect(page.getByRole('button', { name: `Saved ${name} to favourites` })).toBeVisible();
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Saved ${name} to favourites` }).click();
  await expect(page.getByText('No favourites yet.')).toBeVisible();
});

test('a guest in Ireland switches to euro: the euro price list, Irish VAT, and a basket in euro', async ({ page }) => {
  await page.goto('/search?q=P85020');
  await page.getByRole('link', { name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }).first().click();
  const buy = page.locator('.product-page__buy');
  // £38.95 ex VAT is £46.74 with UK VAT.
  await expect(buy.getByText('£46.74')).toBeVisible();
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: '€ EUR' }).click();
  // The euro list's €47.49 (not £38.95 × 1.17) with Irish VAT at 23%.
  await expect(buy.getByText('€58.41')).toBeVisible();
  await expect(page.getByRole('button', { name: '€ EUR' })).toHaveAttribute('aria-pressed', 'true');
  await buy.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: /^Basket\s*\(1 item\)$/ })).toBeVisible();

  await page.getByRole('link', { name: /^Basket/ }).click();
  const lines = page.getByRole('list', { name: 'Basket lines' });
  await expect(lines.getByText('€58.41')).toBeVisible();
  // The server's basket, once the change has reached it, agrees.
  await expect(page.getByText('(provisional)')).toHaveCount(0, { timeout: 15_000 });
  await expect(lines.getByText('€58.41')).toBeVisible();
  // The choice is kept on the device.
  await page.reload();
  await expect(page.getByRole('button', { name: '€ EUR' })).toHaveAttribute('aria-pressed', 'true');
});

test('parts added in pounds move to a basket in euro when the guest switches', async ({ page }) => {
  await page.goto('/search?q=P85020');
  const buy = page.locator('.product-page__buy, .product-card').first();
  await expect(page.getByRole('button', { name: '£ GBP' })).toHaveAttribute('aria-pressed', 'true');
  await buy.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('link', { name: /^Basket\s*\(1 item\)$/ })).toBeVisible();
  await page.getByRole('button', { name: '€ EUR' }).click();

  await page.getByRole('link', { name: /^Basket/ }).click();
  const notice = page.getByRole('note').filter({ hasText: 'This basket was started in pounds' });
  await expect(notice).toContainText('charged in £');
  const lines = page.getByRole('list', { name: 'Basket lines' });
  await expect(lines.getByText('£46.74')).toBeVisible();
  await notice.getByRole('button', { name: 'Move these parts to a basket in euro' }).click();
  await expect(notice).toHaveCount(0);
  // Once the server has priced it: the euro list's €47.49 with Irish VAT.
  await expect(page.getByText('(provisional)')).toHaveCount(0, { timeout: 15_000 });
  await expect(lines.getByText('€58.41')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Basket\s*\(1 item\)$/ })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
]) {
  test(`a category's products keep their place as its filters arrive, ${viewport.width} px wide`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/category/braking/brake-pads');
    // The filters have arrived (folded on a tablet, so looked for in the page, not the screen).
    await expect(page.locator('.filters select').first()).toBeAttached();
    await expect(page.locator('.product-card').first()).toBeVisible();
    expect((await layoutShiftsWithin(page, '.category-page__results')).count).toBe(0);
  });
}
