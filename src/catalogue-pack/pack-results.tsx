import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../contract/catalogue/schemas';
import type { PackStateRow } from '../db/catalogue-pack';
import { usePricing } from '../ui/pricing-context';
import { ProductPrice } from '../ui/price';
import { PackStock } from './pack-notice';
import type { PackResult } from './pack-search';
import { packItemToSummary } from './pack-summary';

/** How a search result matched; a category's list needs no such word. */
const matchWords: Record<PackResult['match'], string> = {
  sku: 'Sku',
  'part-number': 'Part number',
  'cross-reference': 'Cross-reference',
  words: 'Words',
};

/**
 * Products from the pack as a list (search results, a category offline): each with its price,
 * last-known stock and the product actions app/ gives. Styles: src/styles/pack.css.
 */
export function PackResults({
  results,
  pack,
  actions,
  label = 'Results from the offline catalogue',
}: {
  results: { item: PackResult['item']; match: PackResult['match'] | 'category' }[];
  pack: PackStateRow;
  actions?: (product: ProductSummary) => ReactNode;
  label?: string;
}) {
  const { currency } = usePricing();
  return (
    <ul className="pack-results" aria-label={label}>
      {results.map(({ item, match }) => (
        <PackResultRow
          key={item.sku}
          item={item}
          match={match}
          pack={pack}
          actions={actions}
          summary={packItemToSummary(item, currency)}
        />
      ))}
    </ul>
  );
}

/** One product of the list, priced from the person's price list. */
function PackResultRow({
  item,
  match,
  pack,
  actions,
  summary,
}: {
  item: PackResult['item'];
  match: PackResult['match'] | 'category';
  pack: PackStateRow;
  actions?: (product: ProductSummary) => ReactNode;
  summary: ProductSummary;
}) {
  return (
    <li className="pack-result">
      {item.image && (
        <img className="pack-result__image" src={item.image} alt="" width={72} height={72} loading="lazy" />
      )}
      <div className="pack-result__body">
        <p className="pack-result__name">
          <Link to={`/products/${item.id}`}>{item.name}</Link>
        </p>
        <p className="pack-result__numbers">
          <span className="mono">{item.mpn}</span> · sku <span className="mono">{item.sku}</span>
          {match !== 'category' && (
            <>
              {' '}
              · <span className="pack-result__match">{matchWords[match]}</span>
            </>
          )}
        </p>
        <PackStock item={item} pack={pack} compact />
      </div>
      <div className="pack-result__buy">
        <ProductPrice product={summary} />
        {actions && <div className="pack-result__actions">{actions(summary)}</div>}
      </div>
    </li>
  );
}
