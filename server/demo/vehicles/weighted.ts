import type { Random } from '../../prng';

/** Items with their shares: an item is drawn with a chance in proportion to its number. */
export type Weighted<T> = readonly (readonly [T, number])[];

export function pickWeighted<T>(r: Random, entries: Weighted<T>): T {
  let roll = r.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}
