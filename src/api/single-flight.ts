/**
 * Wraps an async task so that callers arriving while it runs share its one promise (one token
 * refresh, one guest login, one CSRF fetch at a time); the next call after it settles runs anew.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
