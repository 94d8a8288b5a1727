import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRoutes } from '../../../../contract/catalogue/routes';
import { apiRequest } from '../../../session/api-request';
import { usePricing } from '../../../ui/pricing-context';

/** GET /storefront/categories: the top of the tree, for the home page and menus. */
export const categoryTreeQuery = queryOptions({
  queryKey: ['catalogue', 'category-tree'],
  queryFn: ({ signal }) => apiRequest(catalogueRoutes.categoryTree, { signal }),
  staleTime: 10 * 60_000,
});

export const useCategoryTree = () => useQuery(categoryTreeQuery);

/**
 * GET /storefront/categories/for-active-vehicle: per category, the products that fit the active
 * vehicle. Under the 'catalogue' key, so a change of vehicle refetches it with the listings.
 */
export const useCategoryCountsForVehicle = () =>
  useQuery({
    queryKey: ['catalogue', 'category-counts-for-vehicle'],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.categoryCountsForVehicle, { signal }),
    staleTime: 60_000,
  });

/** GET /storefront/categories/{slug}: one category with children and breadcrumbs. */
export const categoryQuery = (path: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category', path],
    queryFn: ({ signal }) => apiRequest(catalogueRoutes.category, { params: { slug: path }, signal }),
    staleTime: 10 * 60_000,
  });

export const useCategory = (path: string) => useQuery(categoryQuery(path));

export interface ListingOptions {
  page: number;
  itemsPerPage: number;
  sort?: 'relevance' | 'price-asc' | 'price-desc' | 'name';
  attr?: string[];
}

/** GET /storefront/products-by-category/{id}: a page of the category's products. */
export function useProductsByCategory(categoryId: string | undefined, options: ListingOptions) {
  const { currency } = usePricing();
  return useQuery({
    queryKey: ['catalogue', 'products-by-category', categoryId, options, currency],
    queryFn: ({ signal }) =>
      apiRequest(catalogueRoutes.productsByCategory, {
        params: { id: categoryId ?? '' },
        query: {
          page: String(options.page),
          itemsPerPage: String(options.itemsPerPage),
          sort: options.sort,
          attr: options.attr?.length ? options.attr : undefined,
          currency,
        },
        signal,
      }),
    enabled: categoryId !== undefined,
    // Paging keeps the grid on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * POST /storefront/product-filters: attribute values with counts over what the category lists
 * (the parts fitting the active vehicle), each counted with the other chosen filters (`attr`),
 * so that a count is what choosing it lists. Under the 'catalogue' key: a change of vehicle
 * refetches it with the listing.
 */
export function useProductFilters(categoryId: string | undefined, attr: string[]) {
  return useQuery({
    queryKey: ['catalogue', 'product-filters', categoryId, attr],
    queryFn: ({ signal }) =>
      apiRequest(catalogueRoutes.productFilters, {
        body: { categoryId: categoryId ?? '', productSkus: [], ...(attr.length ? { attr } : {}) },
        signal,
      }),
    enabled: categoryId !== undefined,
    // A filter chosen keeps the box and its lists on screen until the new counts arrive; another
    // category's filters are not shown meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === categoryId ? previous : undefined),
    staleTime: 10 * 60_000,
  });
}
