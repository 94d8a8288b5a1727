import '../catalogue.css';
import { memo, useDeferredValue, type ReactNode } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { useCompatibility, useProductInformation } from '../api/product-information';
import { ProductCard } from './product-card';

export type ProductActions = (product: ProductSummary) => ReactNode;

const NO_PRODUCTS: ProductSummary[] = [];

type InformationAnswer = ReturnType<typeof useProductInformation>['data'];
type CompatibilityAnswer = ReturnType<typeof useCompatibility>['data'];

/**
 * Products as cards, with their price and stock fetched in one call for the whole page.
 *
 * Two dozen cards are a long task on a phone's CPU (issue 23), once when the products arrive
 * and again when their prices, stock and fit do. The cards therefore render from deferred
 * values: React renders them at transition priority, in slices short enough that a tap or a
 * scroll is answered between them. Until the first cards are ready, a placeholder of a card's
 * size stands for each, so what follows the grid (the pagination) does not jump down.
 */
export function ProductGrid({
  products,
  actions,
  headingLevel,
}: {
  products: ProductSummary[];
  actions?: ProductActions;
  /** The cards' name headings (see ProductCard). */
  headingLevel?: 2 | 3;
}) {
  const skus = products.map((product) => product.sku);
  const information = useProductInformation(skus);
  const compatibility = useCompatibility(skus);
  const shownProducts = useDeferredValue(products, NO_PRODUCTS);
  const shownInformation = useDeferredValue(information.data);
  const informationFailed = useDeferredValue(information.isError);
  const informationAnswered = useDeferredValue(information.isSuccess);
  const fit = useDeferredValue(compatibility.data);
  if (shownProducts === NO_PRODUCTS && products.length > 0) {
    return (
      <div className="product-grid" aria-busy="true">
        {products.map((product) => (
          <div key={product.id} className="product-card product-card--placeholder" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <ProductCards
      products={shownProducts}
      information={shownInformation}
      informationFailed={informationFailed}
      informationAnswered={informationAnswered}
      compatibility={fit}
      actions={actions}
      headingLevel={headingLevel}
    />
  );
}

/** The cards themselves: rendered again only when one of the deferred values has moved on. */
const ProductCards = memo(function ProductCards({
  products,
  information,
  informationFailed,
  informationAnswered,
  compatibility,
  actions,
  headingLevel,
}: {
  products: ProductSummary[];
  information: InformationAnswer;
  informationFailed: boolean;
  informationAnswered: boolean;
  compatibility: CompatibilityAnswer;
  actions?: ProductActions;
  headingLevel?: 2 | 3;
}) {
  const infoBySku = new Map(information?.['hydra:member'].map((info) => [info.sku, info]));
  const fitBySku = new Map(compatibility?.['hydra:member'].map((item) => [item.sku, item.compatible]));
  const vehicleName = compatibility?.['hydra:member'].find((item) => item.productCompatibilityData.vehicle)
    ?.productCompatibilityData.vehicle?.description;
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          information={infoBySku.get(product.sku)}
          informationFailed={informationFailed}
          informationAnswered={informationAnswered}
          fit={fitBySku.get(product.sku)}
          vehicleName={vehicleName}
          actions={actions?.(product)}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
});
