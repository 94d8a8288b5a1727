import type { Page } from '@playwright/test';

interface Marks {
  firstScreenAt: number | null;
}

/**
 * Notes when the first screen appears (the start's full-screen spinner gone and the app in its
 * place), in navigation time; call before `page.goto`.
 */
export async function markFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = window as unknown as Marks;
    marks.firstScreenAt = null;
    new MutationObserver((_, observer) => {
      if (document.getElementById('root')?.firstElementChild && !document.querySelector('.spinner--full-screen')) {
        marks.firstScreenAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** When the first screen appeared, or null before it has. */
export function firstScreenTime(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as Marks).firstScreenAt);
}
