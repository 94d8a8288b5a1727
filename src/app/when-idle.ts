/** How long work that waits for an idle moment waits at most (a busy page, a hidden tab). */
export const IDLE_WAIT_LIMIT_MS = 2_000;

/**
 * Settles at the browser's first idle moment after the next frame has painted, or after the
 * limit: a hidden tab paints no frames. Safari has no requestIdleCallback: a task after the
 * current ones stands in.
 */
export function whenIdle(): Promise<void> {
  const idle = new Promise<void>((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
        else resolve();
      }, 0),
    ),
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, IDLE_WAIT_LIMIT_MS));
  return Promise.race([idle, limit]);
}
