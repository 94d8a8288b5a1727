import type { createBrowserRouter } from 'react-router';
import { beginPage } from '../api/cached-reads';

type NavigatingRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Tells the saved-copy count (api/cached-reads.ts) when another page begins: as the navigation to
 * another path starts, which is before that route's loader starts its reads (the product's, issue
 * 23), or as it lands when there was no loader to wait for. A new query string on the same path
 * (a search, a filter) is the same page.
 */
export function beginPagesOnNavigation(router: NavigatingRouter): () => void {
  let path = router.state.location.pathname;
  return router.subscribe(({ location, navigation }) => {
    const next = navigation.location?.pathname ?? location.pathname;
    if (next === path) return;
    path = next;
    beginPage();
  });
}
