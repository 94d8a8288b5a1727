// What a first visit asks for before its first screen (issue 23). Under a phone's slow line
// (Lighthouse's model: 1.6 Mbit/s over six connections) every byte a page asks for before its
// largest paint delays that paint, whether the screen needs it or not. The device's store (Dexie,
// 32 KB as sent) and the cookie-consent library (16 KB with its styles) were each what a main
// page's largest paint waited for; both now load once the first screen is up.
import { expect, test } from '@playwright/test';
import { firstScreenTime, markFirstScreen } from './support/first-screen';

const PAGES = ['/', '/category/braking', '/products/100001', '/search?q=brake%20pads', '/stores'];
// The chunks' names come from scripts/chunk-groups.ts ('device-store') and the consent feature's
// file (banner-library.ts).
const LATER = { 'device store': /\/assets\/device-store-[^/]+\.js$/, 'consent library': /\/assets\/banner-library-/ };

for (const path of PAGES) {
  test(`${path} asks for neither the device store nor the consent library before its first screen`, async ({
    page,
  }) => {
    await markFirstScreen(page);
    await page.goto(path);
    const timed = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })));
    // Both do load (the outbox and the header need the store; nobody has chosen cookies yet), so
    // the test sees them at all; then, when each was asked for.
    await expect
      .poll(async () => {
        const requests = await timed();
        return Object.values(LATER).every((pattern) => requests.some((request) => pattern.test(request.name)));
      })
      .toBe(true);
    const requests = await timed();
    const firstScreenAt = await firstScreenTime(page);
    expect(firstScreenAt).not.toBeNull();
    const at = (ms: number | null) => `${Math.round(ms ?? 0)} ms`;
    const early = Object.entries(LATER).flatMap(([what, pattern]) =>
      requests
        .filter((request) => pattern.test(request.name) && request.startTime < (firstScreenAt ?? 0))
        .map((request) => `${what}: ${request.name} at ${at(request.startTime)}, first screen at ${at(firstScreenAt)}`),
    );
    expect(early).toEqual([]);
  });
}
