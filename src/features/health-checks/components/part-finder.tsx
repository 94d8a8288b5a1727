import { useId, useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { unitOfSaleOf } from '../../../../contract/catalogue/unit-of-sale';
import { formatMoney } from '../../../../contract/money/format-money';
import { NotInPack, useSearchWhenBack } from '../../../catalogue-pack/not-in-pack';
import { usePartSearch } from '../../../catalogue-pack/use-part-search';
import { catalogueName } from './job-parts';

/**
 * Finding a catalogue part for a recommended job (issue 46): the catalogue's search online, the
 * branch's offline catalogue on this device offline, as a work order's parts are found. With the
 * vehicle known, only the parts that fit it (and universal ones) unless the mechanic asks for all.
 * Adding puts on one unit of sale; the job's list moves the quantity.
 */
export function PartFinder({
  itemName,
  online,
  currency,
  tecdocId,
  disabled,
  onAdd,
}: {
  itemName: string;
  online: boolean;
  currency: 'GBP' | 'EUR';
  tecdocId: number | null;
  disabled: boolean;
  onAdd: (product: ProductSummary) => void;
}) {
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const { keywords, products, fit, fromPack, searching, packMissing } = usePartSearch(
    'health-check-part-search',
    text,
    online,
    currency,
    tecdocId ? { tecdocId, showAll } : null,
  );
  const whenBack = useSearchWhenBack(online, setText);
  return (
    <div className="hc-job__finder">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          Find a part for this job
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          value={text}
          disabled={disabled}
          placeholder="Part number, brand or words, for example wiper blade"
          onChange={(event) => setText(event.target.value)}
        />
        {fromPack && <p className="field__hint">Offline: searching the offline catalogue on this device.</p>}
      </div>
      {tecdocId !== null && (
        <label className="hc-item__check">
          <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} /> Show all
          parts, not only those that fit this vehicle
        </label>
      )}
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
      {products.length > 0 && !searching && (
        <ul className="hc-job__list" aria-label={`Parts found for ${itemName}`}>
          {products.map((product) => {
            const name = catalogueName(product, product.sku);
            const notFitting = fit.get(product.sku) === 'does-not-fit';
            return (
              <li key={product.sku} className="hc-job__row">
                <span className="hc-job__name">
                  {name}
                  <span className="muted"> · {product.mpn}</span>
                  {notFitting && <span className="hc-job__warning"> · Not listed for this vehicle</span>}
                </span>
                <span className="hc-job__figure">
                  {formatMoney(product.price + product.surcharge, currency)} + VAT ·{' '}
                  {unitOfSaleOf(product.attributes).label}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={disabled}
                  aria-label={`Add ${name}`}
                  onClick={() => {
                    onAdd(product);
                    setText('');
                  }}
                >
                  Add
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
