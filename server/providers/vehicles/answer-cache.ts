export interface AnswerCache<T> {
  /** Keeps an answer under a key (replacing any), dropping the oldest past the limit. */
  put(key: string, answer: Promise<T>): void;
  /** The kept answer while it is fresh, else load()'s, which is then kept. */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Answers (promises, so concurrent askers share one request) for a while, at most maxEntries of
 * them; failures are not kept.
 */
export function createAnswerCache<T>(ttlMs: number, maxEntries: number, now: () => number): AnswerCache<T> {
  const entries = new Map<string, { expires: number; answer: Promise<T> }>();
  const put = (key: string, answer: Promise<T>) => {
    entries.delete(key);
    entries.set(key, { expires: now() + ttlMs, answer });
    // The oldest entry goes first: Map keeps insertion order.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
  };
  return {
    put,
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.answer;
      const answer = load();
      put(key, answer);
      return answer;
    },
  };
}
