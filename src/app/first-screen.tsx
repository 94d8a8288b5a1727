import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { setFirstScreen } from '../db/after-first-screen';
import { whenStarted } from './start-gate';
import { whenReadsSettled } from './when-reads-settled';

let reached = false;
let firstScreen: Promise<void> | null = null;

/**
 * Settles once the first screen is up: the start's spinner gone, then the page's first reads
 * answered and an idle moment (whenReadsSettled). What the first screen does not show waits for
 * it (the device engines, the header's parts that need Dexie), so that a page does not wait
 * behind them (issue 23).
 */
export function whenFirstScreen(client: QueryClient): Promise<void> {
  if (!firstScreen) {
    firstScreen = whenStarted()
      .then(() => whenReadsSettled(client))
      .then(() => {
        reached = true;
      });
    // The device's kept copies wait for it too (db/after-first-screen.ts).
    setFirstScreen(firstScreen);
  }
  return firstScreen;
}

/** Whether the first screen has been painted (whenFirstScreen), as state a component renders from. */
export function useAfterFirstScreen(): boolean {
  const client = useQueryClient();
  const [after, setAfter] = useState(reached);
  useEffect(() => {
    if (after) return;
    let live = true;
    void whenFirstScreen(client).then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [after, client]);
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
