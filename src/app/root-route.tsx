import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, setSessionNavigation } from '../api/session-navigation';
import { SessionGate } from '../features/session/components/session-gate';
import { useThemeBodyClass } from '../features/theming/hooks/use-theme-body-class';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';
import { AppLayout } from './layout/app-layout';
import { handleRenderError } from './render-error';

/** The root route: the error boundary around the session gate and the layout. */
export function RootRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The recovery from the last render error; the fallback's button waits for it.
  const recovery = useRef<Promise<void>>(Promise.resolve());
  useThemeBodyClass();
  // A refused refresh goes to the login page through the router, without a page load.
  useEffect(() => setSessionNavigation({ goToLogin: () => void navigate(LOGIN_PATH) }), [navigate]);

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
