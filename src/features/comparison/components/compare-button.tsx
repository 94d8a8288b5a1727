import { useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { comparisonLimit, comparisonMessages } from '../../../../contract/comparison/comparison-rules';
import { comparisonErrorText, useComparisonChanges } from '../api/comparison';
import { setComparisonOpen } from '../comparison-panel-state';
import { useSharedComparison } from '../shared-comparison';

/**
 * Adds the product to the comparison, or takes it out. With 4 compared (trade-features §9) the
 * other products' buttons say so instead of sending an add the server would refuse.
 */
export function CompareButton({ product }: { product: ProductSummary }) {
  const comparison = useSharedComparison();
  const { add, remove } = useComparisonChanges();
  const [refused, setRefused] = useState(false);
  const entry = comparison.data?.find((item) => item.sku === product.sku);
  const full = !entry && (comparison.data?.length ?? 0) >= comparisonLimit;
  const busy = add.isPending || remove.isPending;
  const toggle = () => {
    add.reset();
    setRefused(full);
    if (entry) remove.mutate(entry.id);
    else if (!full) add.mutate(product.sku, { onSuccess: () => setComparisonOpen(true) });
  };
  const message = refused && full ? comparisonMessages.full : add.isError ? comparisonErrorText(add.error) : null;
  return (
    <>
      <button
        type="button"
        className={
          entry
            ? 'button button--ghost button--small compare compare--on'
            : 'button button--ghost button--small compare'
        }
        aria-pressed={Boolean(entry)}
        aria-disabled={full || undefined}
        disabled={busy}
        title={full ? comparisonMessages.full : undefined}
        onClick={toggle}
      >
        {entry ? '✓ Comparing' : 'Compare'}
        <span className="visually-hidden"> {product.productName}</span>
      </button>
      {message && (
        <span className="field-error" role="alert">
          {message}
        </span>
      )}
    </>
  );
}
