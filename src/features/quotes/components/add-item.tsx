import { useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { partName } from '../../../../contract/work-orders/part-name';
import { NotInPack, useSearchWhenBack } from '../../../catalogue-pack/not-in-pack';
import { usePartSearch } from '../../../catalogue-pack/use-part-search';

/**
 * Finding a part for the quote: the catalogue's search online (the call the work order's part
 * search makes); offline, the branch's offline catalogue on this device, so a quote can still be
 * built during an outage.
 */
export function AddItem({
  online,
  currency,
  onAdd,
}: {
  online: boolean;
  currency: 'GBP' | 'EUR';
  onAdd: (product: ProductSummary) => void;
}) {
  const [text, setText] = useState('');
  const { keywords, products, fromPack, searching, packMissing } = usePartSearch(
    'quote-part-search',
    text,
    online,
    currency,
  );

  const whenBack = useSearchWhenBack(online, setText);

  return (
    <section className="quote-add card" aria-labelledby="quote-add-title">
      <h2 id="quote-add-title">Add a part</h2>
      <div className="field">
        <label className="field__label" htmlFor="quote-part-search">
          Find a part
        </label>
        <input
          id="quote-part-search"
          className="field__input"
          type="search"
          value={text}
          placeholder="Part number, brand or words, for example brake pads"
          onChange={(event) => setText(event.target.value)}
        />
        {fromPack && <p className="field__hint">Offline: searching the offline catalogue on this device.</p>}
      </div>
      {searching && <p className="muted">Searching…</p>}
      {keywords.length >= 2 && !searching && products.length === 0 && fromPack && !packMissing ? (
        <NotInPack keywords={keywords} kept={whenBack.kept} onKeep={whenBack.keep} />
      ) : (
        keywords.length >= 2 &&
        !searching &&
        products.length === 0 && (
          <p className="muted">{packMissing ? 'The offline catalogue is not on this device.' : 'No parts match.'}</p>
        )
      )}
      {products.length > 0 && (
        <ul className="quote-found" aria-label="Parts found">
          {products.map((product) => {
            const name = partName(product.brand.name, product.productName);
            return (
              <li key={product.sku} className="quote-found__part">
                <span className="quote-found__name">
                  {name}
                  <span className="muted"> · {product.mpn}</span>
                </span>
                <span className="quote-found__price">{formatMoney(product.price + product.surcharge, currency)}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onAdd(product)}
                  aria-label={`Add ${name}`}
                >
                  Add
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
