import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { preloadStoredBasket } from '../features/basket/hooks/use-basket-ready';
import { SessionGate } from '../features/session/components/session-gate';
import { useSessionOutcomes } from '../features/session/hooks/use-session-outcomes';
import { useThemeBodyClass } from '../features/theming/hooks/use-theme-body-class';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { whenFirstScreen } from './first-screen';
import { AppLayout } from './layout/app-layout';
import { preloadContentWidgets } from './layout/content-widgets';
import { handleRenderError } from './render-error';
import { registerSessionReactions } from './session-reactions';
import { log } from '../api/log';

/** The root route: the error boundary around the session gate and the layout. */
export function RootRoute() {
  const queryClient = useQueryClient();
  // The recovery from the last render error; the fallback's button waits for it.
  const recovery = useRef<Promise<void>>(Promise.resolve());
  useThemeBodyClass();
  // A refused refresh of a key account goes to the login page; maintenance reloads.
  useSessionOutcomes();
  // The features' parts of login and logout (the basket keys, the VIN flag), from the start: a
  // render error logs out at once, and the basket must follow.
  useEffect(registerSessionReactions, []);
  // The basket's (when the device holds one) and the header menu's chunks load while the spinner
  // waits for the session.
  useEffect(() => {
    preloadStoredBasket();
    preloadContentWidgets();
  }, []);
  // The outbox's replay and the offline catalogue's refresh (they bring Dexie and some twenty
  // small chunks): loaded once the first screen is up and the browser is idle, so that their
  // requests and their work do not queue ahead of the start's (issue 23). Changes made meanwhile
  // wait in the outbox on the device, as they would offline.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    whenFirstScreen(queryClient)
      .then(() => import('./device-engines'))
      .then(({ startDeviceEngines }) => {
        if (!stopped) stop = startDeviceEngines();
      })
      // Only when the chunk cannot be had (a new version replaced it): the update prompt offers the reload.
      .catch((error: unknown) => log.error('The outbox and offline catalogue could not start:', error));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient]);

  return (
    <ErrorBoundary
      onError={(error) => {
        recovery.current = handleRenderError(error, queryClient);
      }}
      fallback={(reset) => <ErrorFallback onReset={() => recovery.current.then(reset)} />}
    >
      <SessionGate>
        <AppLayout />
      </SessionGate>
    </ErrorBoundary>
  );
}

/** Errors the router catches itself (outside the boundary): same screen; navigating resets it. */
export function RouteErrorFallback() {
  return <ErrorFallback onReset={() => {}} />;
}
