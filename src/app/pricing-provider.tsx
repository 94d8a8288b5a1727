import type { ReactNode } from 'react';
import { priceListFor } from '../../contract/money/price-list';
import type { User } from '../../contract/users/schemas';
import { useLocalValue } from '../storage/local-value';
import { incTaxPreference, preferredCurrency } from '../storage/preferences';
import { PricingContext } from '../ui/pricing-context';

/** The person's price list (their account's, by trading country, else their preference) and tax choice. */
export function PricingProvider({ user, children }: { user: User | undefined; children: ReactNode }) {
  const incTax = useLocalValue(incTaxPreference);
  const preferred = useLocalValue(preferredCurrency);
  const currency = priceListFor(user?.currency, preferred);
  return <PricingContext.Provider value={{ currency, incTax }}>{children}</PricingContext.Provider>;
}
