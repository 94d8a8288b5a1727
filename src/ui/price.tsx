import { catalogueMessages } from '../../contract/catalogue/messages';
import { formatMoney } from '../../contract/money/format-money';
import { displayPrice, isPriced, taxLabel } from '../../contract/money/tax';
import { usePricing } from './pricing-context';

/**
 * A product price in the person's currency (or the price list the amounts say they are from),
 * including or excluding tax as they chose; a was-price struck through; a surcharge said apart.
 * No price above zero reads "Price on request".
 */
export function Price({
  price,
  wasPrice = null,
  surcharge = 0,
  taxRate,
  currency: listCurrency,
  size = 'normal',
}: {
  price: number;
  wasPrice?: number | null;
  surcharge?: number;
  taxRate: number;
  currency?: string;
  size?: 'normal' | 'large';
}) {
  const pricing = usePricing();
  const { incTax } = pricing;
  const currency = listCurrency ?? pricing.currency;
  if (!isPriced(price))
    return <p className={`price price--${size} price--on-request`}>{catalogueMessages.priceOnRequest}</p>;
  const shown = (amount: number) => formatMoney(displayPrice(amount, taxRate, incTax), currency);
  return (
    <div className={`price price--${size}`}>
      <p className="price__now">
        <strong>{shown(price)}</strong> <span className="price__tax">{taxLabel(incTax)}</span>
      </p>
      {wasPrice !== null && wasPrice > price && (
        <p className="price__was">
          Was <s>{shown(wasPrice)}</s>
        </p>
      )}
      {surcharge > 0 && (
        <p className="price__surcharge">plus {shown(surcharge)} surcharge, refunded on return of the old unit</p>
      )}
    </div>
  );
}

/** The amounts a product carries with the price list they are from (a summary, a comparison product). */
export interface PricedProduct {
  price: number;
  wasPrice: number | null;
  surcharge: number;
  taxRate: number;
  currency: string;
}

/** A product's price, in the list its amounts are from. */
export function ProductPrice({ product, size }: { product: PricedProduct; size?: 'normal' | 'large' }) {
  const { price, wasPrice, surcharge, taxRate, currency } = product;
  return (
    <Price price={price} wasPrice={wasPrice} surcharge={surcharge} taxRate={taxRate} currency={currency} size={size} />
  );
}
