import { useSyncExternalStore } from 'react';

/** Whether the comparison panel is open: one flag for the button and the panel. */
let open = false;
const listeners = new Set<() => void>();

export function setComparisonOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function useComparisonOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
