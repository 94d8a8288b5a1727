import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import type { PackResult } from '../../../catalogue-pack/pack-search';
import { PackStock } from '../../../catalogue-pack/pack-notice';
import { packItemToSummary } from '../../../catalogue-pack/pack-summary';
import type { PackStateRow } from '../../../db/catalogue-pack';
import { Price } from '../../../ui/price';

export const matchWords: Record<PackResult['match'], string> = {
  sku: 'Sku',
  'part-number': 'Part number',
  'cross-reference': 'Cross-reference',
  words: 'Words',
};

/** The pack's answer as a list: each product with its price, last-known stock and actions. */
export function PackResults({
  results,
  pack,
  actions,
}: {
  results: PackResult[];
  pack: PackStateRow;
  actions?: (product: ProductSummary) => ReactNode;
}) {
  return (
    <ul className="pack-results" aria-label="Results from the offline catalogue">
      {results.map(({ item, match }) => (
        <li key={item.sku} className="pack-result">
          {item.image && <img className="pack-result__image" src={item.image} alt="" width={72} height={72} loading="lazy" />}
          <div className="pack-result__body">
            <p className="pack-result__name">
              <Link to={`/products/${item.id}`}>{item.name}</Link>
            </p>
            <p className="pack-result__numbers">
              <span className="mono">{item.mpn}</span> · sku <span className="mono">{item.sku}</span> ·{' '}
              <span className="pack-result__match">{matchWords[match]}</span>
            </p>
            <PackStock item={item} pack={pack} compact />
          </div>
          <div className="pack-result__buy">
            <Price price={item.price} wasPrice={item.wasPrice} surcharge={item.surcharge} taxRate={item.taxRate} />
            {actions && <div className="pack-result__actions">{actions(packItemToSummary(item))}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}
