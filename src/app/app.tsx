import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './query-client';
import { beginPagesOnNavigation } from './page-starts';
import { createAppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';

/** Providers around the router: server state (TanStack Query), then the routes; the update prompt. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createBrowserRouter(createAppRoutes(queryClient));
    beginPagesOnNavigation(created);
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Outside the router and the session gate: the worker registers whatever the session does. */}
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
