import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's database connection was closed because another tab opened a newer version
 * of the schema (an app update reached that tab first). This tab's code knows only the older
 * schema, so it must reload before it reads or writes IndexedDB again; the app shows that.
 */
let outdated = false;
const listeners = new Set<() => void>();

export const databaseStatus = {
  isOutdated: (): boolean => outdated,
  markOutdated(): void {
    if (outdated) return;
    outdated = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True once a newer version of the app's database is open elsewhere: ask the person to reload. */
export function useDatabaseOutdated(): boolean {
  return useSyncExternalStore(databaseStatus.subscribe, databaseStatus.isOutdated, () => false);
}
