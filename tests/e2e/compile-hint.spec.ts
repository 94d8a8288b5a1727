// The start's scripts carry V8's compile hint on their first line (scripts/compile-hint-plugin.ts,
// issue 23): without it a phone compiles each function on the main thread when first called, and
// V8 reads the comment nowhere else. Checked on what the built server sends, so that a Vite change
// that prepends something to the chunk (its preload table does) fails here.
import { expect, test } from '@playwright/test';

test('the start chunk begins with the compile hint', async ({ request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const entry = /<script\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page names its script').toBeTruthy();
  const code = await (await request.get(entry ?? '')).text();
  expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});
