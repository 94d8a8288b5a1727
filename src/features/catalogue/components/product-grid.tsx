import '../catalogue.css';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { useCompatibility, useProductInformation } from '../api/product-information';
import { ProductCard } from './product-card';

export type ProductActions = (product: ProductSummary) => ReactNode;

/** Products as cards, with their price and stock fetched in one call for the whole page. */
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
  const infoBySku = new Map(information.data?.['hydra:member'].map((info) => [info.sku, info]));
  const fitBySku = new Map(compatibility.data?.['hydra:member'].map((item) => [item.sku, item.compatible]));
  const vehicleName = compatibility.data?.['hydra:member'].find((item) => item.productCompatibilityData.vehicle)
    ?.productCompatibilityData.vehicle?.description;
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          information={infoBySku.get(product.sku)}
          informationFailed={information.isError}
          informationAnswered={information.isSuccess}
          fit={fitBySku.get(product.sku)}
          vehicleName={vehicleName}
          actions={actions?.(product)}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
