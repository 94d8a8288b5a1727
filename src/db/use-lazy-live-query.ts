import { useEffect, useState } from 'react';
import { log } from '../api/log';

type Answer<T> = { value: T } | { error: unknown } | undefined;

/**
 * dexie-react-hooks' useLiveQuery, with Dexie and the module that reads loaded once the component
 * has mounted rather than imported. A page that shows the device's data only now and then (the
 * offline catalogue when the server cannot be reached, a change waiting to be sent) then loads
 * no Dexie before its first screen: under a phone's slow line the 35 KB chunk would otherwise be
 * what the page's largest paint waits for (issue 23).
 *
 * As useLiveQuery: undefined until the first answer; the last answer stays while the deps change;
 * a failed read throws into the render. A chunk that cannot be had (a new version replaced it)
 * leaves the answer undefined, as a read still under way: the update prompt offers the reload.
 * A null query reads nothing and loads nothing (a screen with nothing to watch yet).
 */
export function useLazyLiveQuery<M, T>(
  load: () => Promise<M>,
  query: ((module: M) => Promise<T>) | null,
  deps: readonly unknown[],
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>(undefined);
  const reads = query !== null;
  useEffect(() => {
    if (!query) return;
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    Promise.all([load(), import('dexie')]).then(
      ([module, { liveQuery }]) => {
        if (!live) return;
        subscription = liveQuery(() => query(module)).subscribe({
          next: (value) => setAnswer({ value }),
          error: (error: unknown) => setAnswer({ error }),
        });
      },
      (error: unknown) => log.warn('The device store could not be loaded:', error),
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // The caller's deps, as useLiveQuery takes them: `load` and `query` are read afresh with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reads, ...deps]);
  if (!reads) return undefined;
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
