import { productImageViewsOf, type ProductImageView } from '../../../../contract/catalogue/product-images';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { dimensionsView } from './dimensions-view';
import { labelView } from './label-view';
import { packagingView } from './packaging-view';

const views: Record<ProductImageView, (product: ProductSummary) => string | undefined> = {
  packaging: packagingView,
  dimensions: dimensionsView,
  label: labelView,
};

/** The SVG of one of the product's views; undefined for a view it does not have (no measures to draw). */
export function drawProductImage(product: ProductSummary, view: ProductImageView): string | undefined {
  return productImageViewsOf(product).includes(view) ? views[view](product) : undefined;
}
