import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenStarted } from './start-gate';
import { whenIdle } from './when-idle';

let reached = false;
let firstScreen: Promise<void> | null = null;

/**
 * Settles once the first screen has been painted: the start's spinner gone, then an idle moment.
 * What the first screen does not show waits for it (the device engines, the header's parts that
 * need Dexie), so that a page does not wait behind them (issue 23).
 */
export function whenFirstScreen(): Promise<void> {
  firstScreen ??= whenStarted()
    .then(whenIdle)
    .then(() => {
      reached = true;
    });
  return firstScreen;
}

/** Whether the first screen has been painted (whenFirstScreen), as state a component renders from. */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(reached);
  useEffect(() => {
    if (after) return;
    let live = true;
    void whenFirstScreen().then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [after]);
  return after;
}

/**
 * A part that waits for the first screen (the consent banner, the header's device parts, the home
 * page's recent vehicles): its shell meanwhile and while its chunk loads. Under Lighthouse's model
 * anything a page loads before its largest paint delays it, however little the screen needs it.
 */
export function AfterFirstScreen({ shell, children }: { shell: ReactNode; children: ReactNode }) {
  const after = useAfterFirstScreen();
  return after ? <Suspense fallback={shell}>{children}</Suspense> : shell;
}
