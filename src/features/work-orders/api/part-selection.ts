import { useQuery } from '@tanstack/react-query';
import { partSelectionRoutes } from '../../../../contract/work-orders/part-selection-routes';
import { apiRequest } from '../../../session/api-request';
import { keptRead } from './kept-read';

/**
 * The part-selection reads of a work order's vehicle (design/api-routes.md): the menu, a category
 * with the counts that fit, a leaf's products by brand. Each is kept on the device once read, so a
 * category opened before can be browsed again during an outage.
 */
const kept = { networkMode: 'always', staleTime: 5 * 60_000, retry: false } as const;

export function usePartMenu(tecdocId: number | null) {
  return useQuery({
    queryKey: ['part-selection', 'menu', tecdocId],
    queryFn: () =>
      keptRead(
        `part-menu:${tecdocId}`,
        async () =>
          (
            await apiRequest(partSelectionRoutes.workOrderMenuItems, {
              body: { vehicleOptions: { tecdocId: tecdocId! } },
            })
          )['hydra:member'],
      ),
    enabled: tecdocId !== null,
    ...kept,
  });
}

export function usePartCategory(tecdocId: number | null, path: string) {
  return useQuery({
    queryKey: ['part-selection', 'category', tecdocId, path],
    queryFn: () =>
      keptRead(`part-category:${tecdocId}:${path}`, () =>
        apiRequest(partSelectionRoutes.workOrderPartCategory, {
          params: { slug: path },
          body: { vehicleOptions: { tecdocId: tecdocId! } },
        }),
      ),
    enabled: tecdocId !== null && path !== '',
    ...kept,
  });
}

export function usePartProducts(tecdocId: number | null, genArt: number | null) {
  return useQuery({
    queryKey: ['part-selection', 'products', tecdocId, genArt],
    queryFn: () =>
      keptRead(`part-products:${tecdocId}:${genArt}`, () =>
        apiRequest(partSelectionRoutes.workOrderCategoryProducts, {
          body: {
            vehicleOptions: { tecdocId: tecdocId! },
            genArt: genArt!,
            groupBy: 'brand',
            page: 1,
            itemsPerPage: 50,
          },
        }),
      ),
    enabled: tecdocId !== null && genArt !== null,
    ...kept,
  });
}
