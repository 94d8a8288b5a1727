import '../comparison.css';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import {
  categoryOptions,
  comparisonFromList,
  comparisonLimit,
  slots,
  type ComparisonState,
} from '../../../../contract/comparison/comparison-rules';
import type { ComparisonProduct } from '../../../../contract/comparison/schemas';
import { ErrorBanner } from '../../../ui/alert';
import { ProductPrice } from '../../../ui/price';
import { comparisonMessages } from '../../../../contract/comparison/comparison-rules';
import { useComparisonCategory, useComparisonChanges, useComparisonProducts } from '../api/comparison';
import { setComparisonOpen, useComparisonOpen } from '../comparison-panel-state';

/**
 * The comparison panel (trade-features §2, §4): a bar with the count while closed; open, a
 * category selector 'category (count)' and 4 slots side by side, empty ones padded. It closes
 * when a route change starts (a lazy page may take a moment to load), and resets when emptied.
 */
export function ComparisonPanel() {
  const comparison = useComparisonProducts();
  const { remove } = useComparisonChanges();
  const open = useComparisonOpen();
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const [category, setCategory] = useState<string | null>(null);

  useEffect(() => {
    if (navigating) setComparisonOpen(false);
  }, [navigating]);
  useEffect(() => setComparisonOpen(false), [pathname]);

  const products = comparison.data ?? [];
  const empty = comparison.isSuccess && products.length === 0;
  // Emptied: everything resets (trade-features §4), so the next product starts afresh.
  useEffect(() => {
    if (!empty) return;
    setCategory(null);
    setComparisonOpen(false);
  }, [empty]);

  // From the list in the server's order: an object keyed by numeric skus would sort them.
  const state = comparisonFromList<ComparisonProduct>(products, category);
  // The chosen category disappeared and the first was picked (§4): that is now the choice, so a
  // product of the old category added later does not switch back to it.
  const settled = state.category ?? null;
  useEffect(() => {
    if (category !== null && products.length > 0 && settled !== category) setCategory(settled);
  }, [category, settled, products.length]);
  // Open, the chosen category's products are read from the server, as the specification does;
  // until they come (or when the category has gone, a silent 404), the list's are shown.
  const byCategory = useComparisonCategory(settled, open);
  if (!products.length) return null;
  const options = categoryOptions(state);
  const fromServer = byCategory.data?.length ? comparisonFromList(byCategory.data, settled) : null;
  const shown = fromServer ? slots(fromServer, settled) : slots(state);
  const attributeNames = [
    ...new Set(shown.flatMap((product) => Object.keys(product?.partInformation.PartAttributes ?? {}))),
  ];

  return (
    <aside className={open ? 'comparison comparison--open' : 'comparison'} aria-label="Product comparison">
      <div className="comparison__bar">
        <button
          type="button"
          className="button button--accent"
          aria-expanded={open}
          onClick={() => setComparisonOpen(!open)}
        >
          {open ? 'Hide comparison' : `Compare (${products.length} of ${comparisonLimit})`}
        </button>
        {open && (
          <label className="comparison__category">
            <span className="comparison__category-label">Category</span>{' '}
            <select value={state.category ?? ''} onChange={(event) => setCategory(event.target.value)}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {open && (
        <div className="comparison__body">
          {/* Only an add shows the server's description (§8); any other failure, the fixed text. */}
          {(remove.isError || byCategory.isError) && <ErrorBanner>{comparisonMessages.failure}</ErrorBanner>}
          <div className="comparison__slots">
            {shown.map((product, index) =>
              product ? (
                <Slot
                  key={product.sku}
                  product={product}
                  attributeNames={attributeNames}
                  onRemove={() => remove.mutate(product.id)}
                />
              ) : (
                <div key={`empty-${index}`} className="comparison__slot comparison__slot--empty">
                  <p className="muted">Add a product to compare</p>
                </div>
              ),
            )}
          </div>
        </div>
      )}
    </aside>
  );
}

function Slot({
  product,
  attributeNames,
  onRemove,
}: {
  product: ComparisonProduct;
  attributeNames: string[];
  onRemove: () => void;
}) {
  return (
    <div className="comparison__slot">
      {product.productImage && <img src={product.productImage} alt="" width={96} height={72} />}
      <p className="comparison__brand">{product.brandName}</p>
      <Link to={`/products/${product.productId}`} className="comparison__name">
        {product.partInformation.updatedProductName}
      </Link>
      <ProductPrice product={product} />
      <dl className="comparison__attributes">
        {attributeNames.map((name) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{product.partInformation.PartAttributes[name] ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--ghost button--small" onClick={onRemove}>
        Remove<span className="visually-hidden"> {product.productName}</span>
      </button>
    </div>
  );
}

export type { ComparisonState };
