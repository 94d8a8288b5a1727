import { useEffect, useState } from 'react';
import { whenStarted } from '../start-gate';
import { whenIdle } from '../when-idle';

let reached = false;
let firstScreen: Promise<void> | null = null;

/**
 * Whether the first screen has been painted (the start's spinner gone, then an idle moment):
 * the header's parts that need the device's store (Dexie, some 35 KB) wait for it, so that a
 * first visit's page does not wait behind them (issue 23). Their shells show until then.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(reached);
  useEffect(() => {
    if (after) return;
    let live = true;
    firstScreen ??= whenStarted()
      .then(whenIdle)
      .then(() => {
        reached = true;
      });
    void firstScreen.then(() => {
      if (live) setAfter(true);
    });
    return () => {
      live = false;
    };
  }, [after]);
  return after;
}
