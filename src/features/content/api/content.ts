import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLES_PER_PAGE, contentRoutes } from '../../../../contract/content/routes';
import type { ContentElement, MenuItem } from '../../../../contract/content/schemas';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../session/api-request';
import { contentKey, headerMenuKey } from './query-keys';

/** Content changes rarely: the server lets it be cached for five minutes too. */
const STALE_MS = 5 * 60_000;

/** A 404 is an answer (no such article, no redirect), not a failure worth trying again. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The header menu. With no vehicle chosen it is the menu by its code, GET /menus/header: public, the
 * same for everyone, so the cached host and the worker's copy answer it. With a vehicle chosen it is
 * GET /storefront/menu-items?filterByVehicle=true, without the categories the vehicle has no part
 * in (decision 112). The two are kept apart so a copy of one never stands in for the other.
 */
export const useHeaderMenu = (vehicleChosen: boolean) =>
  useQuery<MenuItem[]>({
    queryKey: [...headerMenuKey, vehicleChosen ? 'for-vehicle' : 'all'],
    queryFn: async ({ signal }) =>
      vehicleChosen
        ? (await apiRequest(contentRoutes.headerMenuItems, { query: { filterByVehicle: 'true' }, signal }))[
            'hydra:member'
          ]
        : (await apiRequest(contentRoutes.menu, { params: { code: 'header' }, signal })).menuItems,
    staleTime: STALE_MS,
  });

/** GET /storefront/menus/footer.json. */
export const useFooterMenu = () =>
  useQuery({
    queryKey: [...contentKey, 'footer-menu'],
    queryFn: ({ signal }) => apiRequest(contentRoutes.footerMenu, { signal }),
    staleTime: STALE_MS,
  });

export type ContentElementName = 'homepage' | 'haynes_pro_tc' | 'registration_text';

/** GET /content-elements/{name}: a named piece of content as sanitised HTML. */
export const contentElementQuery = (name: ContentElementName) =>
  queryOptions<ContentElement>({
    queryKey: [...contentKey, 'element', name],
    queryFn: ({ signal }) => apiRequest(contentRoutes.contentElement, { params: { name }, signal }),
    staleTime: STALE_MS,
  });

export const useContentElement = (name: ContentElementName) => useQuery(contentElementQuery(name));

/** GET /articles-by-category/{category}: a page of its articles, 25 per page (trade-features §9). */
export const useArticles = (category: string, page: number, enabled = true) =>
  useQuery({
    queryKey: [...contentKey, 'articles', category, page],
    queryFn: ({ signal }) =>
      apiRequest(contentRoutes.articlesByCategory, {
        params: { category },
        query: { page: String(page), itemsPerPage: String(ARTICLES_PER_PAGE) },
        signal,
      }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /content-at-path/{path} (ours): the category of articles or the article at /articles/{path}. */
export const useContentAtPath = (path: string) =>
  useQuery({
    queryKey: [...contentKey, 'at-path', path],
    queryFn: ({ signal }) => apiRequest(contentRoutes.contentAtPath, { params: { path }, signal }),
    staleTime: STALE_MS,
  });

/** GET /redirects-by-url/{url}: where an old address leads now; a 404 when it leads nowhere else. */
export const useRedirect = (url: string) =>
  useQuery({
    queryKey: [...contentKey, 'redirect', url],
    queryFn: ({ signal }) => apiRequest(contentRoutes.redirectByUrl, { params: { url }, signal }),
    staleTime: STALE_MS,
  });
