import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { priceListFor } from '../../contract/money/price-list';
import { productQuery } from '../features/catalogue/api/products';
import { readProfile } from '../session/profile-cache';
import { isExpired, readClaims } from '../session/session-storage';
import { preferredCurrency } from '../storage/preferences';

/**
 * The product route's loader: starts the product's read as the route matches, beside the page's
 * chunk and the start's reads rather than after them, and returns at once (the page's own query,
 * the same key, takes the answer). The product's image is the page's largest paint and waits for
 * that answer (issue 23). Only with a live session (a first visit starts its session first), in
 * the currency the page will ask in (PricingProvider's choice, from what the device holds).
 */
export function startProductRead(client: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const claims = readClaims();
    if (params.id && claims && !isExpired()) {
      const user = claims.guest_user ? undefined : readProfile(claims.id)?.user;
      void client.prefetchQuery(productQuery(params.id, priceListFor(user?.currency, preferredCurrency.read())));
    }
    return null;
  };
}
