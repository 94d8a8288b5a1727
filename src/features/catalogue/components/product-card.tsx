import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductInformation, ProductSummary } from '../../../../contract/catalogue/schemas';
import { ProductPrice } from '../../../ui/price';
import { StockSummary } from './stock-summary';

/** Attributes worth a glance on a card: position and sizes, never the name again. */
const cardAttributes = (product: ProductSummary) =>
  product.attributes.filter((attribute) => attribute.code !== 'product_name').slice(0, 3);

/**
 * One product in a grid: picture, brand, name, part number, the main attributes, price and
 * stock at the person's branch. `actions` are composed by app/ (comparison, favourites).
 */
export function ProductCard({
  product,
  information,
  informationFailed = false,
  informationAnswered = false,
  fit,
  vehicleName,
  actions,
  headingLevel = 2,
}: {
  product: ProductSummary;
  information: ProductInformation | undefined;
  /** Price and stock could not be fetched. */
  informationFailed?: boolean;
  /** Price and stock were answered for the page: no `information` means none is shown. */
  informationAnswered?: boolean;
  /** Whether it fits the active vehicle; undefined when there is none. */
  fit?: boolean | null;
  /** The active vehicle as the fit line names it: 'Ford Focus Mk4 1.0 EcoBoost 125'. */
  vehicleName?: string;
  actions?: ReactNode;
  /** The name's heading: 2 under the page's title, 3 under a section's (the product page's "Fitted with it"). */
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="product-card" aria-labelledby={`product-${product.id}`}>
      <Link className="product-card__image" to={`/products/${product.id}`} tabIndex={-1} aria-hidden="true">
        {product.image ? <img src={product.image} alt="" width={160} height={120} loading="lazy" /> : null}
      </Link>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand.name}</p>
        <Name className="product-card__name" id={`product-${product.id}`}>
          <Link to={`/products/${product.id}`}>{product.productName}</Link>
        </Name>
        <p className="product-card__mpn">
          Part no. <span className="mono">{product.mpn}</span> · SKU <span className="mono">{product.sku}</span>
        </p>
        {fit !== undefined && fit !== null && (
          <p
            className={fit ? 'fit fit--yes' : 'fit fit--no'}
          >{`${fit ? 'Fits' : 'Does not fit'} your ${vehicleName ?? 'vehicle'}`}</p>
        )}
        <ul className="product-card__attributes">
          {cardAttributes(product).map((attribute) => (
            <li key={attribute.code}>
              <span className="muted">{attribute.label}:</span> {attribute.value}
            </li>
          ))}
        </ul>
      </div>
      <div className="product-card__buy">
        <ProductPrice product={product} />
        <StockSummary
          key={information ? 'known' : informationFailed ? 'failed' : informationAnswered ? 'none' : 'checking'}
          information={information}
          failed={informationFailed}
          answered={informationAnswered}
        />
        {actions && <div className="product-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
