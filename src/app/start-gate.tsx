import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { ComparisonProvider, useSharedComparison } from '../features/comparison/shared-comparison';
import { useBasketReady } from '../features/basket/hooks/use-basket-ready';
import { useWorkOrdersConfigurationReady } from '../features/work-orders/api/configuration';
import { Spinner } from '../ui/spinner';

/**
 * The full-screen spinner of app start (storefront-core §2) waits for the user, the user profile,
 * the basket, the comparison and the work-order configuration. The session gate
 * (features/session) waits for the first two, as it starts the session; this gate, inside it,
 * for the rest: features cannot import each other, so app/ composes their readiness here.
 */
export function useStartReady(): boolean {
  const basket = useBasketReady();
  const comparison = useComparisonReady();
  const workOrderConfiguration = useWorkOrdersConfigurationReady();
  return basket && comparison && workOrderConfiguration;
}

/**
 * The comparison has loaded once the server answered, or its last-known copy shows
 * ('product_comparison'). A failed read counts as done, as does one waiting for the network
 * (offline): the panel says so itself, and the app must not stay behind the spinner.
 */
function useComparisonReady(): boolean {
  const comparison = useSharedComparison();
  return !comparison.isLoading || comparison.failureCount > 0 || comparison.errorUpdateCount > 0;
}

/**
 * However the network behaves (a connection that accepts requests and never answers), the app
 * shows after this long with what has loaded; each part then says for itself that it is loading.
 */
export const START_WAIT_LIMIT_MS = 8_000;

let markStarted: () => void = () => {};
const startedOnce = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Settles once the start's spinner has gone (or after the start's wait limit, whatever the
 * session does): what the first screen does not need waits for this, so that the requests and
 * the work of app start are the first screen's alone (issue 23).
 */
export function whenStarted(): Promise<void> {
  return Promise.race([startedOnce, new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_LIMIT_MS))]);
}

/**
 * Shows the full-screen spinner until the start is ready; once past it, never again. The
 * comparison it waits for is read once and shared with the pages below (their Compare buttons).
 */
export function StartGate({ children }: { children: ReactNode }) {
  return (
    <ComparisonProvider>
      <Gate>{children}</Gate>
    </ComparisonProvider>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const ready = useStartReady();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (ready) setStarted(true);
  }, [ready]);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), START_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // The whole app appears at once when the gate opens: that render is deferred, so React renders
  // it in slices at transition priority (issue 23), the spinner staying until it is done.
  const open = useDeferredValue(started || ready, false);
  useEffect(() => {
    if (open) markStarted();
  }, [open]);
  return open ? children : <Spinner fullScreen />;
}
