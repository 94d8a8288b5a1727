import { useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { partName } from '../../../../contract/work-orders/part-name';
import { usePartSearch } from '../../../catalogue-pack/use-part-search';

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
  const { keywords, products, fromPack, searching, packMissing } = usePartSearch(
    'work-order-part-search',
    text,
    online,
    currency,
  );

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
        <p className="muted">{packMissing ? 'The offline catalogue is not on this device.' : 'No parts match.'}</p>
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
