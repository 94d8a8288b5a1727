/** The first wait after a network error, a timeout or a 5xx, and the longest. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Exponential back-off with "equal jitter": half the step is fixed, half random, so that devices
 * that lost the same Wi-Fi do not all come back at the same instant, yet none retries at once.
 * `random` is injectable for tests.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
