/**
 * Removes every localStorage key that starts with one of the prefixes: for storage written by
 * code that is not ours (a chat widget's `ZD-…` keys) as well as our own, when the consent that
 * allowed it is withdrawn. Answers the keys removed.
 */
export function removeLocalKeysStartingWith(prefixes: readonly string[]): string[] {
  let keys: string[];
  try {
    keys = Object.keys(localStorage);
  } catch {
    // Storage refused (a private window's quota, a blocked origin): there is nothing of ours in it.
    return [];
  }
  const removed = keys.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
  for (const key of removed) localStorage.removeItem(key);
  return removed;
}
