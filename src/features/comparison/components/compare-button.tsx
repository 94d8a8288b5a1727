import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { comparisonLimit } from '../../../../contract/comparison/comparison-rules';
import { comparisonErrorText, useComparisonChanges, useComparisonProducts } from '../api/comparison';
import { setComparisonOpen } from '../comparison-panel-state';

/** Adds the product to the comparison, or takes it out; a fifth is refused with the server's words. */
export function CompareButton({ product }: { product: ProductSummary }) {
  const comparison = useComparisonProducts();
  const { add, remove } = useComparisonChanges();
  const entry = comparison.data?.find((item) => item.sku === product.sku);
  const full = (comparison.data?.length ?? 0) >= comparisonLimit;
  const busy = add.isPending || remove.isPending;
  const toggle = () => {
    add.reset();
    if (entry) remove.mutate(entry.id);
    else add.mutate(product.sku, { onSuccess: () => setComparisonOpen(true) });
  };
  return (
    <>
      <button
        type="button"
        className={entry ? 'button button--ghost button--small compare compare--on' : 'button button--ghost button--small compare'}
        aria-pressed={Boolean(entry)}
        disabled={busy}
        title={!entry && full ? `You are comparing ${comparisonLimit} products already` : undefined}
        onClick={toggle}
      >
        {entry ? '✓ Comparing' : 'Compare'}
        <span className="visually-hidden"> {product.productName}</span>
      </button>
      {add.isError && (
        <span className="field-error" role="alert">
          {comparisonErrorText(add.error)}
        </span>
      )}
    </>
  );
}
