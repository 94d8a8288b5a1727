import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { ProductPrice } from '../../../ui/price';
import type { ProductActions } from './product-grid';

/**
 * The product page's heading and buy box, online and from the offline catalogue alike: brand,
 * name, numbers, what the page adds (whether it fits the vehicle), price and the product actions.
 */
export function ProductSummaryPanel({
  product,
  actions,
  children,
}: {
  product: ProductSummary;
  actions?: ProductActions;
  children?: ReactNode;
}) {
  return (
    <div className="product-page__summary">
      <p className="product-page__brand">
        {product.brand.logo && <img src={product.brand.logo} alt="" height={28} />}
        <span>{product.brand.name}</span>
      </p>
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {product.productName}
      </h1>
      <p className="muted">
        Part no. <span className="mono">{product.mpn}</span> · SKU <span className="mono">{product.sku}</span>
      </p>
      {children}
      <div className="product-page__buy">
        <ProductPrice product={product} size="large" />
        {!product.showAddToBasketButton && <p className="muted">Ask at the counter to order this part.</p>}
        {actions && <div className="product-page__actions">{actions(product)}</div>}
      </div>
    </div>
  );
}

/** A titled card of the product page (stock, specification, numbers, fitment). */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** One term and its value in a product page's details list. */
export function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
