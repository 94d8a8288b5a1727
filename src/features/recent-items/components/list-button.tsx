import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { useLocalValue } from '../../../storage/local-value';
import { addToList, keptProduct, productList, removeFromList } from '../recent-items-store';

/** Adds the product to the parts list kept on this device, or takes it off. */
export function ListButton({ product }: { product: ProductSummary }) {
  const listed = product.objectID in useLocalValue(productList);
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-pressed={listed}
      onClick={() => (listed ? removeFromList(product.objectID) : addToList(keptProduct(product)))}
    >
      {listed ? '✓ On list' : 'Add to list'}
      <span className="visually-hidden"> {product.productName}</span>
    </button>
  );
}
