import { useId, useState } from 'react';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { formatMoney } from '../../../../contract/money/format-money';
import { partName } from '../../../../contract/work-orders/part-name';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { NotInPack, useSearchWhenBack } from '../../../catalogue-pack/not-in-pack';
import { usePartSearch } from '../../../catalogue-pack/use-part-search';
import { Modal } from '../../../ui/modal';

/** The vehicle as the parts found are said to fit it: 'Ford Focus', else its registration. */
export function partVehicleName(vehicle: Pick<WorkOrder, 'make' | 'model' | 'vrm'>): string {
  return [vehicle.make, vehicle.model].filter(Boolean).join(' ') || vehicle.vrm || 'this vehicle';
}

/**
 * Finding a part for the work order: the catalogue's search online; offline, the branch's
 * offline catalogue on the device, so a part can still go on the job during an outage.
 *
 * Once the vehicle is looked up (its TecDoc id), only the parts that fit it, and universal parts,
 * are found (issue 42); a switch shows every part, and one that does not fit says so on its row
 * and is added only once the person confirms.
 */
export function AddPart({
  online,
  currency,
  disabled,
  vehicle,
  onAdd,
}: {
  online: boolean;
  currency: 'GBP' | 'EUR';
  disabled: boolean;
  /** The work order's vehicle. */
  vehicle: Pick<WorkOrder, 'tecdocId' | 'make' | 'model' | 'vrm'>;
  onAdd: (product: ProductSummary) => void;
}) {
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [unfitting, setUnfitting] = useState<ProductSummary | null>(null);
  const ids = useId();
  const { tecdocId } = vehicle;
  const { keywords, products, fit, fromPack, searching, packMissing } = usePartSearch(
    'work-order-part-search',
    text,
    online,
    currency,
    tecdocId ? { tecdocId, showAll } : null,
  );
  const whenBack = useSearchWhenBack(online, setText);
  const vehicleName = partVehicleName(vehicle);
  const filtered = Boolean(tecdocId) && !showAll;
  const unchecked = Boolean(tecdocId) && showAll && products.some((product) => fit.get(product.sku) === 'unknown');

  const add = (product: ProductSummary) => {
    if (fit.get(product.sku) === 'does-not-fit') setUnfitting(product);
    else onAdd(product);
  };

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
      {tecdocId ? (
        <label className="wo-add__all">
          <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
          Show all parts, not only those that fit {vehicleName}
        </label>
      ) : null}
      {searching && <p className="muted">Searching…</p>}
      {keywords.length >= 2 && !searching && products.length === 0 && fromPack && !packMissing && (
        <NotInPack
          keywords={keywords}
          kept={whenBack.kept}
          onKeep={whenBack.keep}
          vehicle={filtered ? vehicleName : undefined}
        />
      )}
      {keywords.length >= 2 && !searching && products.length === 0 && (packMissing || filtered || !fromPack) && (
        <p className="muted">
          {packMissing
            ? 'The offline catalogue is not on this device.'
            : filtered
              ? `No parts that fit ${vehicleName} match. Show all parts to see those for other vehicles.`
              : 'No parts match.'}
        </p>
      )}
      {unchecked && !searching && (
        <p className="muted">Whether these parts fit {vehicleName} could not be checked just now.</p>
      )}
      {products.length > 0 && !searching && (
        <ul className="wo-tasks" aria-label="Parts found">
          {products.map((product, index) => {
            const name = partName(product.brand.name, product.productName);
            const notFitting = fit.get(product.sku) === 'does-not-fit';
            const fitId = `${ids}-fit-${index}`;
            return (
              <li key={product.sku} className="wo-task">
                <span className="wo-task__name">
                  {name}
                  <span className="muted"> · {product.mpn}</span>
                  {notFitting && (
                    <span id={fitId} className="wo-task__fit">
                      Does not fit {vehicleName}
                    </span>
                  )}
                </span>
                <span className="wo-task__time">{formatMoney(product.price + product.surcharge, currency)}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={disabled}
                  onClick={() => add(product)}
                  aria-label={`Add ${name}`}
                  aria-describedby={notFitting ? fitId : undefined}
                >
                  Add
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={unfitting !== null}
        title="Not listed for this vehicle"
        onClose={() => setUnfitting(null)}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => setUnfitting(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                if (unfitting) onAdd(unfitting);
                setUnfitting(null);
              }}
            >
              Add it anyway
            </button>
          </>
        }
      >
        <p>This part is not listed for this vehicle. Add it anyway?</p>
        {unfitting && (
          <p>
            <strong>{partName(unfitting.brand.name, unfitting.productName)}</strong> does not fit {vehicleName}.
          </p>
        )}
      </Modal>
    </div>
  );
}
