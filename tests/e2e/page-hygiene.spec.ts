// What Lighthouse's best-practices and accessibility audits found on every main page (issue 23):
// a content-security-policy violation (zod tried `new Function` to see whether it may compile its
// parsers) and product and store names one heading level too deep (an h3 under the page's h1).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const card = (page: Page) => page.locator('.product-card').first();
const PAGES: { path: string; ready: (page: Page) => ReturnType<Page['locator']> }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Shop by category' }) },
  { path: '/category/braking', ready: card },
  { path: '/products/100001', ready: (page) => page.getByRole('heading', { level: 2 }).first() },
  { path: '/search?q=brake%20pads', ready: card },
  { path: '/stores', ready: (page) => page.getByRole('heading', { name: /All \d+ stores/ }) },
];

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, ready } of PAGES) {
  test(`${path} keeps to the content security policy, and its headings go down one level at a time`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations, 'content security policy violations').toEqual([]);
    const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(headings.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });
}
