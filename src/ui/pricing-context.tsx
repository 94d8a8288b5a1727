import { createContext, useContext } from 'react';
import type { PriceListCurrency } from '../../contract/money/price-list';

/**
 * How prices show for the person: the price list they see (their account's by trading country,
 * else their preferred currency when a list exists in it; contract/money/price-list.ts), which
 * every catalogue read asks for, and whether tax is included (the 'inc-tax' toggle). app/
 * provides it.
 */
export interface Pricing {
  currency: PriceListCurrency;
  incTax: boolean;
}

export const PricingContext = createContext<Pricing>({ currency: 'GBP', incTax: true });

export const usePricing = () => useContext(PricingContext);
