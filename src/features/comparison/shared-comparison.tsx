import { createContext, useContext, type ReactNode } from 'react';
import { useComparisonProducts } from './api/comparison';

type ComparisonRead = ReturnType<typeof useComparisonProducts>;

const SharedComparison = createContext<ComparisonRead | null>(null);

/**
 * One read of the session's comparison for everything below it: the start's gate and a Compare
 * button on each of two dozen cards. Each button holding a query of its own set up two dozen
 * observers, each with its timer, as a page of cards rendered (issue 23).
 */
export function ComparisonProvider({ children }: { children: ReactNode }) {
  const comparison = useComparisonProducts();
  return <SharedComparison.Provider value={comparison}>{children}</SharedComparison.Provider>;
}

/** The comparison read by the nearest ComparisonProvider (app/ puts one around the pages). */
export function useSharedComparison(): ComparisonRead {
  const comparison = useContext(SharedComparison);
  if (!comparison) throw new Error('useSharedComparison needs a ComparisonProvider above it');
  return comparison;
}
