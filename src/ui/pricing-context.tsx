import { createContext, useContext } from 'react';

/**
 * How prices show for the person: their currency (GBP or EUR by trading country, else the
 * preferred currency) and whether tax is included (the 'inc-tax' toggle). app/ provides it.
 */
export interface Pricing {
  currency: string;
  incTax: boolean;
}

export const PricingContext = createContext<Pricing>({ currency: 'GBP', incTax: true });

export const usePricing = () => useContext(PricingContext);
