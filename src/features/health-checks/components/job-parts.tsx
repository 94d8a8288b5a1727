import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { unitOfSaleOf } from '../../../../contract/catalogue/unit-of-sale';
import type { RecommendedJob } from '../../../../contract/health-checks/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { partName } from '../../../../contract/work-orders/part-name';
import { skuOfProduct } from '../recommended-job';

/** A part as the catalogue names it ('Brembo Front Brake Pad Set'), or its sku while it is not known here. */
export const catalogueName = (product: ProductSummary | undefined, sku: string) =>
  product ? partName(product.brand.name, product.productName) : `Part ${sku}`;

/**
 * The catalogue parts on a recommended job (issue 46): each with the catalogue's name and price,
 * its quantity in units of sale (a pair of discs counts one) and a way to take it off. Quantities
 * move one unit of sale at a time, with buttons sized for a gloved thumb.
 */
export function JobParts({
  job,
  catalogue,
  currency,
  disabled,
  onQuantity,
  onRemove,
}: {
  job: RecommendedJob;
  /** What the catalogue says of each part, by sku. */
  catalogue: ReadonlyMap<string, ProductSummary>;
  currency: 'GBP' | 'EUR';
  disabled: boolean;
  onQuantity: (sku: string, quantity: number) => void;
  onRemove: (sku: string) => void;
}) {
  if (!job.parts.length) return null;
  return (
    <ul className="hc-job__parts" aria-label="Parts for this job">
      {job.parts.map((part) => {
        const sku = skuOfProduct(part.product);
        const product = catalogue.get(sku);
        const name = catalogueName(product, sku);
        const unit = product ? unitOfSaleOf(product.attributes).label : 'each';
        const each = product ? product.price + product.surcharge : null;
        return (
          <li key={part.product} className="hc-job__part">
            <span className="hc-job__name">
              {name}
              {product && <span className="muted"> · {product.mpn}</span>}
            </span>
            <span className="hc-job__stepper" role="group" aria-label={`Quantity of ${name}`}>
              <button
                type="button"
                className="hc-job__step"
                disabled={disabled || part.quantity <= 1}
                aria-label={`One fewer ${name}`}
                onClick={() => onQuantity(sku, part.quantity - 1)}
              >
                −
              </button>
              <output className="hc-job__quantity" aria-live="polite">
                {/* A pair or a can is said; a single piece is just its count. */}
                {unit === 'each' ? part.quantity : `${part.quantity} × ${unit}`}
              </output>
              <button
                type="button"
                className="hc-job__step"
                disabled={disabled || part.quantity >= 999}
                aria-label={`One more ${name}`}
                onClick={() => onQuantity(sku, part.quantity + 1)}
              >
                +
              </button>
            </span>
            <span className="hc-job__figure">
              {each === null
                ? 'Price from the catalogue once online'
                : `${formatMoney(each * part.quantity, currency)} + VAT`}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={disabled}
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(sku)}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}
