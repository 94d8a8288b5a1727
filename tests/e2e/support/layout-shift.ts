import type { Page } from '@playwright/test';

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node | null }[];
}

/**
 * The layout shifts since the page opened (none just after input) that moved something inside
 * `selector`, as the browser reports them: how many, and their sum. Read half a second after the
 * call, so that a shift under way is counted.
 */
export function layoutShiftsWithin(page: Page, selector: string): Promise<{ count: number; value: number }> {
  return page.evaluate(
    (within) =>
      new Promise<{ count: number; value: number }>((resolve) => {
        const found = { count: 0, value: 0 };
        const inside = (node: Node | null | undefined) =>
          (node instanceof Element ? node : node?.parentElement)?.closest(within) != null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[])
            if (!entry.hadRecentInput && entry.sources.some((source) => inside(source.node))) {
              found.count += 1;
              found.value += entry.value;
            }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 500);
      }),
    selector,
  );
}
