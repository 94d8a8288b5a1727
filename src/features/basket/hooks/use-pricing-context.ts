import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Basket } from '../../../../contract/basket/schemas';
import type { ShippingService } from '../../../../contract/shipping/schemas';
import type { User } from '../../../../contract/users/schemas';
import { readProfile } from '../../../session/profile-cache';
import { profileKey, useProfile } from '../../../session/profile';
import { usePricing } from '../../../ui/pricing-context';
import { knownShippingServices, useShippingServices } from '../api/shipping-services';
import type { PricingContext } from '../basket-row';

const pricingContext = (services: ShippingService[] | undefined, isKeyAccount: string | undefined): PricingContext => ({
  services: services ?? [],
  isTrade: isKeyAccount === 'true',
});

/** What re-pricing the basket on the device needs: the basket currency, services and trade status. */
export function useBasketPricing(): {
  currency: Basket['currency'];
  context: PricingContext;
  services: PricingContext['services'];
} {
  const pricing = usePricing();
  const profile = useProfile();
  const services = useShippingServices();
  // The trade flag, not the whole record: a refetched profile leaves the context as it was.
  const isKeyAccount = profile.data?.isKeyAccount;
  const context = useMemo(() => pricingContext(services.data, isKeyAccount), [services.data, isKeyAccount]);
  return { currency: pricing.currency, context, services: context.services };
}

/**
 * The same context read once, as a line is added: an "Add to basket" button on each of two dozen
 * cards would otherwise hold two queries of its own from the moment the page renders (issue 23).
 * Nothing here waits on the network (knownShippingServices).
 */
export function useBasketPricingOnDemand(): (userId: string) => Promise<PricingContext> {
  const queryClient = useQueryClient();
  return (userId) => basketPricingNow(queryClient, userId);
}

async function basketPricingNow(queryClient: QueryClient, userId: string): Promise<PricingContext> {
  const services = await knownShippingServices(queryClient);
  // The profile the header keeps current; offline before it ever answered, the device's copy.
  const profile = queryClient.getQueryData<User>(profileKey(userId)) ?? readProfile(userId)?.user;
  return pricingContext(services, profile?.isKeyAccount);
}
