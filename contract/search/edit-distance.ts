/**
 * Levenshtein distance (insertions, deletions, substitutions), stopping early once it exceeds
 * `most`: typo correction only asks whether a word is within two or three slips of another.
 * Written here because contract/ imports no library but zod; words are short, so one row of
 * numbers per call is all it costs.
 */
export function editDistance(a: string, b: string, most = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > most) return most + 1;
    previous = current;
  }
  return previous[b.length] as number;
}
