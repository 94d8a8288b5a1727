import { useQuery } from '@tanstack/react-query';
import { partSelectionRoutes } from '../../../../contract/work-orders/part-selection-routes';
import { savedRead } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { useSession } from '../../../session/use-session';

/**
 * The part-selection reads of a work order's vehicle (design/api-routes.md): the menu, a category
 * with the counts that fit, a leaf's products by brand. Each is kept on the device once read, so a
 * category opened before can be browsed again during an outage.
 */
const kept = { networkMode: 'always', staleTime: 5 * 60_000, retry: false } as const;

export function usePartMenu(tecdocId: number | null) {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['part-selection', 'menu', userId, tecdocId],
    queryFn: async () =>
      (
        await savedRead(
          userId,
          `work-orders/part-menu/${tecdocId}`,
          async () =>
            (
              await apiRequest(partSelectionRoutes.workOrderMenuItems, {
                body: { vehicleOptions: { tecdocId: tecdocId! } },
              })
            )['hydra:member'],
        )
      ).value,
    enabled: tecdocId !== null,
    ...kept,
  });
}

export function usePartCategory(tecdocId: number | null, path: string) {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['part-selection', 'category', userId, tecdocId, path],
    queryFn: async () =>
      (
        await savedRead(userId, `work-orders/part-category/${tecdocId}/${path}`, () =>
          apiRequest(partSelectionRoutes.workOrderPartCategory, {
            params: { slug: path },
            body: { vehicleOptions: { tecdocId: tecdocId! } },
          }),
        )
      ).value,
    enabled: tecdocId !== null && path !== '',
    ...kept,
  });
}

export function usePartProducts(tecdocId: number | null, genArt: number | null) {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['part-selection', 'products', userId, tecdocId, genArt],
    queryFn: async () =>
      (
        await savedRead(userId, `work-orders/part-products/${tecdocId}/${genArt}`, () =>
          apiRequest(partSelectionRoutes.workOrderCategoryProducts, {
            body: {
              vehicleOptions: { tecdocId: tecdocId! },
              genArt: genArt!,
              groupBy: 'brand',
              page: 1,
              itemsPerPage: 50,
            },
          }),
        )
      ).value,
    enabled: tecdocId !== null && genArt !== null,
    ...kept,
  });
}
