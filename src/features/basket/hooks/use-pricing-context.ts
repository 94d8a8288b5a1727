import { useMemo } from 'react';
import type { Basket } from '../../../../contract/basket/schemas';
import { useProfile } from '../../../session/profile';
import { usePricing } from '../../../ui/pricing-context';
import { useShippingServices } from '../api/shipping-services';
import type { PricingContext } from '../basket-row';

/** What re-pricing the basket on the device needs: the basket currency, services and trade status. */
export function useBasketPricing(): {
  currency: Basket['currency'];
  context: PricingContext;
  services: PricingContext['services'];
} {
  const pricing = usePricing();
  const profile = useProfile();
  const services = useShippingServices();
  const context = useMemo(
    () => ({ services: services.data ?? [], isTrade: profile.data?.isKeyAccount === 'true' }),
    [services.data, profile.data?.isKeyAccount],
  );
  return { currency: pricing.currency, context, services: services.data ?? [] };
}
