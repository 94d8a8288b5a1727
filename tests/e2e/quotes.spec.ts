// Quotes at the counter (issue 25): a quote built through an outage from the offline catalogue,
// kept across a reload, printed as a PDF offline, shared once the line is back and read in a fresh
// browser without logging in; and a quote turned into a basket (at its held prices: issue 43), then
// the basket saved back as a quote.
import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, gotoOffline, reloadOffline, waitForControllingWorker } from './support/offline';
import { downloadedPdfText } from './support/pdf';
import { logInToWorkshop } from './support/work-orders';

const cookieMode = { 'x-session-mode': 'cookie', accept: 'application/json' };

/** The quotes of this name the server holds for the logged-in person. */
async function quotesNamed(page: Page, name: string): Promise<{ id: string; numberOfItems: number }[]> {
  const response = await page.request.get(
    `/api/storefront/wishlists/get-by-user?nameOrVehicle=${encodeURIComponent(name)}&itemsPerPage=10`,
    { headers: cookieMode },
  );
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { 'hydra:member': { id: string; name: string; numberOfItems: number }[] };
  return list['hydra:member'].filter((quote) => quote.name === name);
}

async function startQuote(page: Page, name: string) {
  await page.getByLabel('Quote name').fill(name);
  await page.getByLabel('Registration (optional)').fill('WB19 KFD');
  await page.getByLabel('Customer name (optional)').fill('Mrs A. Patel');
  await page.getByRole('button', { name: 'Start quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quote: ${name}` })).toBeVisible();
}

async function addFirstPart(page: Page, words: string) {
  await page.getByLabel('Find a part').fill(words);
  await page.getByRole('list', { name: 'Parts found' }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'Parts on the quote' }).getByRole('listitem')).toHaveCount(1);
}

const lines = (page: Page) => page.getByRole('list', { name: 'Parts on the quote' }).getByRole('listitem');

test('a quote built offline from the offline catalogue is kept, shared online and read without an account', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = `Brake job ${Date.now()}`;
  await logInToWorkshop(page);
  // The branch's catalogue on the device, for finding parts during the outage.
  await page.goto('/settings/offline-catalogue');
  await waitForControllingWorker(page);
  // A trade user's own branch is offered first.
  await page.getByLabel('Catalogue of').selectOption({ label: 'Leeds Kirkstall (your trade account)' });
  await page.getByRole('button', { name: 'Download catalogue' }).click();
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeVisible({ timeout: 60_000 });

  // The line drops: the quote is made and filled on the device.
  await goOffline(context);
  await gotoOffline(page, '/account/quotes');
  await expect(page.getByText('You are offline: these are the quotes kept on this device.')).toBeVisible();
  await startQuote(page, name);
  await addFirstPart(page, 'brake pads focus');
  await expect(page.getByText('Offline: searching the offline catalogue on this device.')).toBeVisible();
  const quantity = lines(page).first().getByRole('spinbutton');
  await quantity.fill('2');
  await quantity.blur();
  await expect(page.getByText(/changes? saved on this device, sent when the connection is back/)).toBeVisible();
  await expect(page.getByText('Sharing needs the connection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn into a basket' })).toBeDisabled();

  // A reload offline loses nothing; the list finds it by its registration.
  await reloadOffline(page);
  await expect(lines(page).first().getByRole('spinbutton')).toHaveValue('2');
  await gotoOffline(page, '/account/quotes');
  await page.getByLabel('Name or vehicle').fill('wb19kfd');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quote: ${name}` })).toBeVisible();

  // Still offline, Print builds the PDF on the device: the quote's line and its total, as the page shows them.
  const [partName, partNumber] = (await lines(page).first().locator('.quote-line__name').innerText()).split(' · ');
  // The PDF prints amounts excluding VAT; the page's lines follow the header's switch and say which (issue 43).
  await page.getByRole('group', { name: 'Show prices' }).getByRole('button', { name: 'Ex. VAT' }).click();
  const lineTotal = (await lines(page).first().locator('.quote-line__total').innerText()).replace(/ ex\. VAT$/, '');
  const total = await page.locator('dd.quote-totals__grand').innerText();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`quote-${name.toLowerCase().replace(/ /g, '-')}.pdf`);
  const printed = await downloadedPdfText(pdf);
  for (const words of [`Quote ${name}`, 'Workbay Motor Factors Ltd', 'Mrs A. Patel', 'WB19 KFD', partName!.trim()]) {
    expect(printed).toContain(words);
  }
  expect(printed).toContain(`${partNumber!.trim()} 2`);
  expect(printed).toContain(lineTotal.trim());
  expect(printed).toContain(`Total including VAT ${total.trim()}`);
  expect(printed).toMatch(/Valid until \d{1,2} \w+ \d{4}/);
  expect(printed).toContain('Prices worked out on this device');
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();

  // The line is back: the quote goes to the server once, and can be shared.
  await goOnline(context);
  await page.getByRole('button', { name: 'Share' }).click({ timeout: 60_000 });
  const link = page.getByLabel('Link to this quote');
  await expect(link).toHaveValue(/\/shared-quotes\/[\w-]+$/);
  const token = (await link.inputValue()).split('/shared-quotes/')[1]!;
  const held = await quotesNamed(page, name);
  expect(held).toHaveLength(1);
  expect(held[0]!.numberOfItems).toBe(1);

  // Whoever has the link reads the quote in a browser of their own, without logging in.
  const stranger = await browser.newContext({ baseURL });
  try {
    const reader = await stranger.newPage();
    await reader.goto(`/shared-quotes/${token}`);
    await expect(reader.getByRole('heading', { level: 1, name: `Quote: ${name}` })).toBeVisible();
    await expect(reader.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(reader.getByRole('table')).toContainText('2');
    await expect(reader.getByText('Total including VAT')).toBeVisible();

    // Withdrawn, the link says so in plain words.
    await page.getByRole('button', { name: 'Withdraw the link' }).click();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1, name: 'This quote link does not work' })).toBeVisible();
    await expect(reader.getByRole('alert').filter({ hasText: 'Please ask for a new link.' })).toBeVisible();
  } finally {
    await stranger.close();
  }
});

test('turning a quote into a basket, then the basket saved back as a quote', async ({ page }) => {
  const name = `Pads for the Focus ${Date.now()}`;
  await logInToWorkshop(page);
  await page.goto('/account/quotes');
  await startQuote(page, name);
  // Textar's set, which Leeds Kirkstall holds: a part out of stock stays out of the basket (issue 43).
  await addFirstPart(page, 'textar brake pads focus');
  await lines(page).first().getByRole('spinbutton').fill('2');
  await lines(page).first().getByRole('spinbutton').blur();
  await expect(page.getByRole('button', { name: 'Turn into a basket' })).toBeEnabled({ timeout: 30_000 });

  // Inside the quote's day its prices are held (issue 43): no re-price warning, the basket at the
  // quoted prices (tests/e2e/quote-price-hold.spec.ts follows a price rise through to the order).
  await page.getByRole('button', { name: 'Turn into a basket' }).click();

  // The basket is the person's now, with the quote's parts.
  await expect(page).toHaveURL(/\/store\/basket$/);
  const basketId = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('_basket') && k !== 'guest_basket');
    return key ? localStorage.getItem(key) : null;
  });
  const basket = await page.request.get(`/api/baskets/${basketId}`, { headers: cookieMode });
  expect(basket.status()).toBe(200);
  const held = (await basket.json()) as { lines: { quantity: number }[] };
  expect(held.lines.map((line) => line.quantity)).toEqual([2]);
  await expect(page.getByRole('list', { name: 'Basket lines' }).getByRole('spinbutton').first()).toHaveValue('2');

  // The basket saved back as a quote, from the basket page.
  await page.getByRole('button', { name: 'Save basket as a quote' }).click({ timeout: 30_000 });
  await page.getByLabel('Quote name').fill(`${name} (from the basket)`);
  await page.getByRole('button', { name: 'Save as a quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quote: ${name} (from the basket)` })).toBeVisible();
  await expect(lines(page)).toHaveCount(1);
  expect(await quotesNamed(page, name)).toHaveLength(1);
});

test('a part added to a quote from the search results', async ({ page }) => {
  const name = `Counter enquiry ${Date.now()}`;
  await logInToWorkshop(page);
  await page.goto('/account/quotes');
  await startQuote(page, name);
  const quoteUrl = page.url();

  await page.goto('/search?q=P85020');
  await page.locator('summary', { hasText: 'Add to quote' }).first().click();
  await page.getByRole('list', { name: 'Your recent quotes' }).getByRole('button', { name }).first().click();
  await expect(page.getByRole('status').filter({ hasText: `Added to the quote ${name}.` })).toBeVisible();

  await page.goto(quoteUrl);
  await expect(lines(page)).toHaveCount(1);
});
