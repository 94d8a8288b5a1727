import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in a memory router with a fresh query client. */
export function renderRoutes(routes: RouteObject[], path = '/', queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at a path. */
export function renderAt(element: ReactNode, path = '/', routePath = '*') {
  return renderRoutes(
    [
      { path: routePath, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}
