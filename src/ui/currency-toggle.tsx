import { priceListFor, PRICE_LIST_CURRENCIES, type PriceListCurrency } from '../../contract/money/price-list';
import { useLocalValue } from '../storage/local-value';
import { preferredCurrency } from '../storage/preferences';

const labels: Record<PriceListCurrency, string> = { GBP: '£ GBP', EUR: '€ EUR' };

/**
 * Prices in pounds or euro, for someone with no account to decide it (a logged-in person's
 * currency follows their account's trading country): remembered as 'preferred-currency', and a
 * new basket is opened in it. Only the currencies with a price list are offered.
 */
export function CurrencyToggle() {
  const shown = priceListFor(undefined, useLocalValue(preferredCurrency));
  return (
    <div className="tax-toggle" role="group" aria-label="Currency">
      {PRICE_LIST_CURRENCIES.map((code) => (
        <button
          key={code}
          type="button"
          className="tax-toggle__option"
          aria-pressed={shown === code}
          onClick={() => preferredCurrency.write(code)}
        >
          {labels[code]}
        </button>
      ))}
    </div>
  );
}
