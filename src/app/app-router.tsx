import { useEffect } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { beginPagesOnNavigation } from './page-starts';

type AppRouterProps = { router: RouterProviderProps['router'] };

/**
 * The router on screen, and the saved-copy count told when a page begins. That subscription is
 * made after RouterProvider's own (an effect runs after every layout effect): a subscriber made
 * before it takes the router's first update, which react-router keeps for RouterProvider only
 * while nobody listens (remix-run/react-router#15527); when the first page's chunk arrived
 * between RouterProvider's render and its commit, the page stayed on "Loading the page".
 */
export function AppRouter({ router }: AppRouterProps) {
  useEffect(() => beginPagesOnNavigation(router), [router]);
  return <RouterProvider router={router} />;
}
