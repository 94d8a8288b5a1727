import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { searchRoutes } from '../../../../contract/search/routes';
import { partName } from '../../../../contract/work-orders/part-name';
import { packItemToSummary } from '../../../catalogue-pack/pack-summary';
import { usePackSearch } from '../../../catalogue-pack/use-pack';
import { apiRequest } from '../../../session/api-request';
import { useDebounced } from '../../../ui/use-debounced';

/**
 * Finding a part for the work order: the catalogue's search online; offline, the branch's
 * offline catalogue on the device, so a part can still go on the job during an outage.
 */
export function AddPart({
  online,
  currency,
  disabled,
  onAdd,
}: {
  online: boolean;
  currency: 'GBP' | 'EUR';
  disabled: boolean;
  onAdd: (product: ProductSummary) => void;
}) {
  const [text, setText] = useState('');
  const keywords = useDebounced(text.trim(), 250);
  const server = useQuery({
    queryKey: ['work-order-part-search', keywords, currency],
    queryFn: ({ signal }) =>
      apiRequest(searchRoutes.search, { query: { keywords, itemsPerPage: '12', currency }, signal }),
    enabled: online && keywords.length >= 2,
    retry: false,
    staleTime: 60_000,
  });
  const pack = usePackSearch(keywords, 12, !online || server.isError);
  const fromPack = !online || server.isError;
  const products: ProductSummary[] = fromPack
    ? (pack.data?.results ?? []).map((result) => packItemToSummary(result.item, currency))
    : (server.data?.products ?? []);
  const searching = keywords.length >= 2 && (fromPack ? pack.isLoading : server.isLoading);

  return (
    <div className="wo-add">
      <div className="field">
        <label className="field__label" htmlFor="wo-part-search">
          Find a part
        </label>
        <input
          id="wo-part-search"
          className="field__input"
          type="search"
          value={text}
          placeholder="Part number, brand or words, for example brake pads"
          onChange={(event) => setText(event.target.value)}
        />
        {fromPack && <p className="field__hint">Offline: searching the offline catalogue on this device.</p>}
      </div>
      {searching && <p className="muted">Searching…</p>}
      {keywords.length >= 2 && !searching && products.length === 0 && (
        <p className="muted">
          {fromPack && !pack.data ? 'The offline catalogue is not on this device.' : 'No parts match.'}
        </p>
      )}
      {products.length > 0 && (
        <ul className="wo-tasks" aria-label="Parts found">
          {products.map((product) => (
            <li key={product.sku} className="wo-task">
              <span className="wo-task__name">
                {partName(product.brand.name, product.productName)}
                <span className="muted"> · {product.mpn}</span>
              </span>
              <span className="wo-task__time">{formatMoney(product.price + product.surcharge, currency)}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={disabled}
                onClick={() => onAdd(product)}
                aria-label={`Add ${partName(product.brand.name, product.productName)}`}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
