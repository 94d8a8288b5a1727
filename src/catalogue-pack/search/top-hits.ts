/**
 * The best `limit` of many candidates, best first, without sorting them all: a query for
 * 'brake pads' at 100,000 items matches twelve thousand and shows twenty-four. `better(a, b)` is
 * true when a ranks above b; it must be a strict total order (ties broken) for stable answers.
 */
export function topHits<T>(candidates: Iterable<T>, limit: number, better: (a: T, b: T) => boolean): T[] {
  const best: T[] = [];
  if (limit <= 0) return best;
  for (const candidate of candidates) {
    const worst = best[best.length - 1];
    if (best.length >= limit && worst !== undefined && !better(candidate, worst)) continue;
    // Binary search for its place among the kept ones, then keep at most `limit`.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (better(candidate, best[middle] as T)) high = middle;
      else low = middle + 1;
    }
    best.splice(low, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best;
}
