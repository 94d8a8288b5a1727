import { useSyncExternalStore } from 'react';

/**
 * The four vehicle modals are mutually exclusive (trade-features §2): opening one closes the
 * others. One small store says which is open; every modal reads it, every opener writes it.
 */
export type VehicleModal = 'change' | 'lookup' | 'refinement' | 'mot-history';

let open: VehicleModal | null = null;
const listeners = new Set<() => void>();

function set(next: VehicleModal | null): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const vehicleModals = {
  current: (): VehicleModal | null => open,
  /** Opens one modal; whichever was open closes. */
  open: (modal: VehicleModal) => set(modal),
  /** Closes the given modal if it is the open one (a late close never shuts the next modal). */
  close: (modal: VehicleModal) => {
    if (open === modal) set(null);
  },
  closeAll: () => set(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Which vehicle modal is open, re-rendering when it changes. */
export function useVehicleModal(): VehicleModal | null {
  return useSyncExternalStore(vehicleModals.subscribe, vehicleModals.current, () => null);
}
