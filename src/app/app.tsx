import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppRouter } from './app-router';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes';
import { OfflineReadyNotice } from './offline-ready-notice';
import { UpdatePrompt } from './update-prompt';

/** Providers around the router: server state (TanStack Query), then the routes; the update prompt. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes(queryClient)));
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter router={router} />
      {/* Outside the router and the session gate: the worker registers whatever the session does. */}
      <UpdatePrompt />
      <OfflineReadyNotice />
    </QueryClientProvider>
  );
}
