import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouriteRoutes } from '../../../../contract/favourites/routes';
import { apiRequest } from '../../../session/api-request';
import { usePricing } from '../../../ui/pricing-context';

export const favouritesKey = ['favourites'] as const;

/** GET /product-favourites: only for a logged-in user. */
export function useFavourites(enabled: boolean) {
  const { currency } = usePricing();
  return useQuery({
    queryKey: [...favouritesKey, currency],
    queryFn: ({ signal }) => apiRequest(favouriteRoutes.favourites, { query: { currency }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** POST /product-favourites with the product's IRI; DELETE /product-favourites/{id}. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { currency } = usePricing();
  const add = useMutation({
    mutationFn: (productIri: string) =>
      apiRequest(favouriteRoutes.addFavourite, { body: { product: productIri }, query: { currency } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(favouriteRoutes.removeFavourite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
  return { add, remove };
}
