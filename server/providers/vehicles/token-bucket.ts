/**
 * A token bucket that hands out turns: a caller past the burst waits its share of the rate rather
 * than being refused. Call the returned function before each request and await it.
 */
export function createThrottle(
  perSecond: number,
  burst: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
): () => Promise<void> {
  let tokens = burst;
  let last = now();
  return async () => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - last) * perSecond) / 1000);
    last = time;
    // Negative tokens are turns already promised to earlier callers: each waits for its own.
    tokens -= 1;
    if (tokens < 0) await sleep((-tokens * 1000) / perSecond);
  };
}

/** The real wait, for when no test clock is given. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
