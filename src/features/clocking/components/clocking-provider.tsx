import { createContext, useContext, type ReactNode } from 'react';
import { useClocking, type Clocking } from '../hooks/use-clocking';

export const ClockingContext = createContext<Clocking | null>(null);

/** One reading of the tablet's clocks for a page: its bar and every job line share it (and one tick). */
export function ClockingProvider({ children }: { children: ReactNode }) {
  return <ClockingContext.Provider value={useClocking()}>{children}</ClockingContext.Provider>;
}

export function useClockingContext(): Clocking {
  const clocking = useContext(ClockingContext);
  if (!clocking) throw new Error('useClockingContext needs a ClockingProvider above it');
  return clocking;
}
