// A mechanic's first minute with a car on the ramp: the registration on the home page, the MOT
// history and its mileage chart, the parts that fit; make and model step by step; refinement for
// a trade user; recent vehicles offline. Demo vehicles: server/demo/vehicles/featured.ts.
import { expect, test, type Page } from '@playwright/test';
import { logInToWorkshop } from './support/work-orders';

async function searchRegistration(page: Page, vrm: string) {
  const plate = page.getByRole('form', { name: 'Search by registration' }).getByRole('textbox');
  await plate.fill(vrm);
  await plate.press('Enter');
}

const header = (page: Page) => page.getByRole('banner');

test('a registration finds the Focus, its MOT history and chart, and only parts that fit', async ({ page }) => {
  await page.goto('/');
  await searchRegistration(page, 'wb19 kfd');
  const vehicle = header(page).getByRole('group', { name: 'Your vehicle' });
  await expect(vehicle).toContainText('WB19 KFD');
  await expect(vehicle).toContainText('Ford Focus Mk4 1.0 EcoBoost 125');
  // DateOfRegistration is held ddmmyyyy and shown dd/mm/yyyy.
  await expect(page.getByText('12/04/2019').first()).toBeVisible();

  await vehicle.getByRole('button', { name: 'MOT history' }).click();
  const mot = page.getByRole('dialog', { name: 'MOT history' });
  await expect(mot.getByText(/MOT due/)).toBeVisible();
  await expect(mot.getByRole('img', { name: /^Mileage at \d+ MOT tests/ })).toBeVisible();
  // The chart is drawn (uPlot's canvas), not only described.
  await expect(mot.locator('canvas').first()).toBeVisible();
  await expect(mot.getByText('FAILED').first()).toBeVisible();
  await expect(mot.getByText('PASSED').first()).toBeVisible();
  await expect(mot.getByText(/Advisory/).first()).toBeVisible();
  await mot.getByRole('button', { name: 'Close' }).click();
  await expect(mot).toBeHidden();

  await page.goto('/category/braking/brake-pads');
  await expect(page.getByRole('link', { name: 'Brembo Front Brake Pad Set for Ford Focus Mk4' }).first()).toBeVisible();
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('Fits your Ford Focus Mk4 1.0 EcoBoost 125').first()).toBeVisible();
  await expect(page.getByText(/does not fit/i)).toHaveCount(0);
  // Text content, not innerText: cards below the screen are laid out only when scrolled to.
  for (const name of await page.locator('.product-card__name').allTextContents()) expect(name).toMatch(/Focus Mk4/);
});

test('an unknown registration says so beside the field and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await searchRegistration(page, 'WB99 XYZ');
  const form = page.getByRole('form', { name: 'Search by registration' });
  await expect(
    form.getByText('We could not find a vehicle with the registration WB99 XYZ. Please check it and try again.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox')).toHaveValue(/WB99 ?XYZ/i);
});

test('make, model, year, engine and fuel, step by step', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search by make and model' }).click();
  const lookup = page.getByRole('dialog', { name: 'Search by make and model' });
  await lookup.getByLabel('Make').selectOption({ label: 'Volkswagen' });
  await lookup.getByLabel('Model').selectOption('Golf Mk7');
  await lookup.getByLabel('Year').selectOption('2016');
  await lookup.getByLabel('Engine').selectOption({ value: '2.0 TDI 150' });
  await lookup.getByLabel('Fuel').selectOption('diesel');
  await lookup.getByRole('button', { name: 'Find vehicle' }).click();
  await expect(lookup).toBeHidden();
  await expect(header(page).getByRole('group', { name: 'Your vehicle' })).toContainText(
    'Volkswagen Golf Mk7 2.0 TDI 150',
  );
});

test('a trade user refines a changeover-year Focus, with undo', async ({ page }) => {
  await logInToWorkshop(page);
  await searchRegistration(page, 'WB68FCS');
  const refine = page.getByRole('dialog', { name: /Refine/ });
  await expect(refine).toBeVisible();
  await refine.getByRole('button', { name: /Focus Mk3/ }).click();
  await expect(refine.getByRole('button', { name: 'Use this vehicle' })).toBeVisible();
  await expect(refine.getByRole('region', { name: 'Your vehicle' })).toContainText('Focus Mk3');
  await refine.getByRole('button', { name: 'Undo' }).click();
  await refine.getByRole('button', { name: /Focus Mk4/ }).click();
  await expect(refine.getByRole('region', { name: 'Your vehicle' })).toContainText('Focus Mk4');
  await refine.getByRole('button', { name: 'Use this vehicle' }).click();
  await expect(refine).toBeHidden();
  await expect(header(page).getByRole('group', { name: 'Your vehicle' })).toContainText('WB68 FCS');
  await expect(header(page).getByRole('group', { name: 'Your vehicle' })).toContainText('Focus Mk4 1.0 EcoBoost 125');
});

test.describe('offline', () => {
  test('the recent vehicles still show', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await searchRegistration(page, 'WB16 GLF');
    await expect(header(page).getByRole('group', { name: 'Your vehicle' })).toContainText('Golf');
    await searchRegistration(page, '191-D-12345');
    await expect(header(page).getByRole('group', { name: 'Your vehicle' })).toContainText('Corolla');
    const recent = page.getByRole('region', { name: 'Recent vehicles' });
    await expect(recent.getByRole('button')).toHaveCount(2);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Offline').first()).toBeVisible();
    const offlineRecent = page.getByRole('region', { name: 'Recent vehicles' });
    // Newest first: the Irish Corolla, then the Golf.
    await expect(offlineRecent.getByRole('button').nth(0)).toContainText('Corolla');
    await expect(offlineRecent.getByRole('button').nth(1)).toContainText('Golf');
    await context.setOffline(false);
  });
});
