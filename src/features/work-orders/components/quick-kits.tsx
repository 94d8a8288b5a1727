import { useId, useState } from 'react';
import { linePath } from '../../../../contract/documents/clash';
import { formatMoney } from '../../../../contract/money/format-money';
import type { QuickKitType } from '../../../../contract/work-orders/quick-kits/components';
import type { QuickKitAnswer, QuickKitBrand, QuickKitEntry } from '../../../../contract/work-orders/quick-kits/schemas';
import {
  chooseBrand,
  keptEntries,
  lineSelectionsRequired,
  noQuickKitSelections,
  quickKitItemsOf,
  selectKitType,
  toggleComponent,
} from '../../../../contract/work-orders/quick-kits/selection';
import { selectionsRequired } from '../../../../contract/work-orders/quick-kits/rules';
import type { WorkOrderQuickKit } from '../../../../contract/work-orders/lines';
import { shownLines } from '../../../../contract/work-orders/pricing/shown-lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { useQuickKit } from '../hooks/use-workshop-data';
import { partName } from '../../../../contract/work-orders/part-name';
import { brandStockWords, kitBrandOptionWords, kitItemBrands, kitItemLabel, productOfBrand } from '../kit-line-brands';
import { kitQuantityWords } from '../kit-quantity-words';
import { useLineAnswers } from '../hooks/use-line-answers';
import type { LineAnswers } from '../line-answers';
import type { WorkOrderNotes } from '../work-order-notes';
import { AnswerNote } from './answer-note';
import { LineEnd, WaitingMark } from './change-note';

const TITLES: Record<QuickKitType, string> = { brake: 'Quick brake kit', service: 'Quick service kit' };

/** One item of a kit line: its component, and its brand to change while the kit is not ordered. */
function KitItem({
  kit,
  currency,
  index,
  brands,
  names,
  locked,
  onBrand,
}: {
  kit: WorkOrderQuickKit;
  currency: 'GBP' | 'EUR';
  index: number;
  brands: readonly QuickKitBrand[];
  names: Record<string, string>;
  locked: boolean;
  onBrand: (brand: QuickKitBrand) => void;
}) {
  const chosenId = useId();
  const item = kit.workOrderQuickKitItems[index]!;
  const current = item.sku ? (names[item.sku] ?? `part ${item.sku}`) : 'not chosen yet';
  if (locked || !brands.length)
    return (
      <p className="wo-line__meta">
        {item.componentPart}: {current} × {item.quantity}
      </p>
    );
  const chosen = brands.find((brand) => brand.sku === item.sku);
  return (
    <div className="wo-kit-line__item">
      <label className="wo-kit-line__part" htmlFor={chosenId}>
        {item.componentPart} × {item.quantity}
      </label>
      <select
        id={chosenId}
        className="field__input"
        value={item.sku ?? ''}
        aria-label={kitItemLabel(kit.workOrderQuickKitItems, index)}
        onChange={(event) => {
          const brand = brands.find((candidate) => candidate.sku === event.target.value);
          if (brand) onBrand(brand);
        }}
      >
        {item.sku === null && <option value="">Not chosen yet</option>}
        {item.sku !== null && !chosen && <option value={item.sku}>{current}</option>}
        {brands.map((brand) => (
          <option key={brand.sku} value={brand.sku}>
            {kitBrandOptionWords(brand, currency)}
          </option>
        ))}
      </select>
      {/* The chosen part in full, which a phone's select cuts short. */}
      {chosen && (
        <p className="wo-kit-line__chosen">
          {partName(chosen.name, chosen.productName)}
          {chosen.stockAtBranch !== undefined && ` · ${brandStockWords(chosen.stockAtBranch)}`}
        </p>
      )}
    </div>
  );
}

/**
 * The kit lines already on the work order: what each holds, how many choices are still to make,
 * and a brand to change for each item until its parts are ordered (the line-update intent).
 */
function KitLines({
  doc,
  answers,
  notes,
  names,
  entries,
  disabled,
  onRemove,
  onBrand,
}: {
  doc: WorkOrder;
  answers: LineAnswers | null;
  notes: WorkOrderNotes;
  names: Record<string, string>;
  /** The vehicle's kits as the device holds them, by type: the brands each item may change to. */
  entries: Record<QuickKitType, readonly QuickKitEntry[] | null>;
  disabled: boolean;
  onRemove: (kit: WorkOrderQuickKit) => void;
  onBrand: (kit: WorkOrderQuickKit, index: number, brand: QuickKitBrand) => void;
}) {
  // What each kit adds to the summary: its chosen parts and their services (shownLines).
  const shown = shownLines(doc, doc.appliedUplift).lines;
  if (!doc.workOrderQuickKits.length) return null;
  return (
    <ul className="wo-lines" aria-label="Quick kits on the work order">
      {doc.workOrderQuickKits.map((kit) => {
        const path = linePath('workOrderQuickKits', kit.id);
        const open = lineSelectionsRequired([kit]);
        const locked = disabled || kit.orderedIn !== null;
        const brands = kitItemBrands(kit.workOrderQuickKitItems, entries[kit.type]);
        return (
          <li key={kit.id} className="wo-line wo-line--kit">
            <div className="wo-line__main">
              <p className="wo-line__title">
                {TITLES[kit.type]} <WaitingMark waiting={notes.waiting.has(path)} />
              </p>
              {kit.workOrderQuickKitItems.map((item, index) => (
                <KitItem
                  key={`${item.componentPart}-${index}`}
                  kit={kit}
                  currency={doc.currency}
                  index={index}
                  brands={brands[index] ?? []}
                  names={names}
                  locked={locked}
                  onBrand={(brand) => onBrand(kit, index, brand)}
                />
              ))}
              {open > 0 && <p className="wo-kit__required">Selections required: {open}</p>}
              <AnswerNote answers={answers} line={kit} currency={doc.currency} />
            </div>
            <p className="wo-line__price">
              {shown.get(kit.id) ? formatMoney(shown.get(kit.id)!.total, doc.currency) : '—'}
            </p>
            <LineEnd
              name={TITLES[kit.type].toLowerCase()}
              disabled={locked}
              notes={notes.byPath.get(path)}
              onRemove={() => onRemove(kit)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A quick brake or service kit (trade-features §3–§5): its components for this vehicle, each
 * with the brands that fit at the account's prices; the person leaves out what they are not
 * doing, chooses a brand per fitment, and puts the kit on the work order. Kept on the device
 * once read, so it works offline.
 */
export function QuickKits({
  doc,
  answers: given,
  notes,
  names,
  disabled,
  onAdd,
  onRemove,
  onBrand,
}: {
  doc: WorkOrder;
  /** The customer's answers, as the editor worked them out (else worked out here). */
  answers?: LineAnswers | null;
  notes: WorkOrderNotes;
  names: Record<string, string>;
  disabled: boolean;
  onAdd: (kit: QuickKitAnswer, items: ReturnType<typeof quickKitItemsOf>, brands: QuickKitBrand[]) => void;
  onRemove: (kit: WorkOrderQuickKit) => void;
  /** Another brand for one item of a kit already on the work order. */
  onBrand: (kit: WorkOrderQuickKit, index: number, brand: QuickKitBrand) => void;
}) {
  const answers = useLineAnswers(doc, given);
  const [selections, setSelections] = useState(noQuickKitSelections);
  const [chosen, setChosen] = useState<QuickKitAnswer | null>(null);
  // Both kits are read when the work order opens, so that either can be chosen during an outage.
  const kits = { brake: useQuickKit('brake', doc.tecdocId), service: useQuickKit('service', doc.tecdocId) };
  const answer = selections.type ? kits[selections.type] : null;
  // A kit chosen from before the vehicle changed is another car's: its brands may not fit this one.
  const stillChosen = chosen && chosen.type === selections.type && chosen.tecdocId === doc.tecdocId ? chosen : null;
  const kit = stillChosen ?? answer?.data ?? null;
  const kept = kit ? keptEntries(kit, selections) : [];
  const required = kit ? selectionsRequired([{ entries: kept }]) : 0;
  const choose = (type: QuickKitType) => {
    setSelections(selectKitType(selections, type));
    setChosen(null);
  };

  return (
    <div className="wo-kits">
      <KitLines
        doc={doc}
        answers={answers}
        notes={notes}
        names={names}
        entries={{ brake: kits.brake.data?.entries ?? null, service: kits.service.data?.entries ?? null }}
        disabled={disabled}
        onRemove={onRemove}
        onBrand={onBrand}
      />
      {!doc.tecdocId ? (
        <p className="muted">Look the vehicle up to offer its quick kits.</p>
      ) : (
        <div className="wo-kits__choose" role="group" aria-label="Quick kit">
          {(['brake', 'service'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={selections.type === type ? 'button button--primary' : 'button button--secondary'}
              aria-pressed={selections.type === type}
              disabled={disabled}
              onClick={() => choose(type)}
            >
              {TITLES[type]}
            </button>
          ))}
        </div>
      )}
      {answer?.isLoading && <p className="muted">Loading the kit…</p>}
      {answer?.isError && !kit && (
        <p className="muted">This kit is not on this device yet. Open it once while online.</p>
      )}
      {kit && (
        <section className="wo-kit" aria-label={TITLES[kit.type]}>
          {kit.entries.map((entry) => {
            const included = kept.includes(entry);
            return (
              <fieldset key={entry.componentPart} className="wo-kit__entry" disabled={!included}>
                <legend>
                  <label className="wo-kit__include">
                    <input
                      type="checkbox"
                      checked={included}
                      disabled={false}
                      onChange={() => setSelections(toggleComponent(selections, kit.type, entry.componentPart))}
                    />
                    {entry.componentPart}
                    {entry.engineOilCapacity ? ` (${entry.engineOilCapacity} L with the filter)` : ''}
                  </label>
                </legend>
                {entry.fitments.map((fitment, index) => (
                  <div key={index} className="wo-kit__brands">
                    <p className="wo-kit__takes">{kitQuantityWords(entry, fitment)}</p>
                    {fitment.brands.map((brand) => (
                      <label key={brand.sku} className="wo-kit__brand">
                        <input
                          type="radio"
                          name={`${kit.type}-${entry.componentPart}-${index}`}
                          checked={fitment.sku === brand.sku}
                          onChange={() => setChosen(chooseBrand(kit, entry.componentPart, index, brand.sku))}
                        />
                        <span>
                          {brand.name} <span className="muted">{productOfBrand(brand.name, brand.productName)}</span>
                          {brand.stockAtBranch !== undefined && (
                            <span
                              className={
                                brand.stockAtBranch > 0 ? 'wo-kit__stock' : 'wo-kit__stock wo-kit__stock--none'
                              }
                            >
                              {brandStockWords(brand.stockAtBranch)}
                            </span>
                          )}
                        </span>
                        <strong>
                          {formatMoney(brand.price.excTax, kit.currency)} × {fitment.quantity}
                        </strong>
                      </label>
                    ))}
                  </div>
                ))}
              </fieldset>
            );
          })}
          <p className={required ? 'wo-kit__required' : 'muted'} role="status">
            {required ? `Selections required: ${required}` : 'Every part is chosen.'}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={disabled || !kept.length}
            onClick={() => {
              const brands = kept.flatMap((entry) =>
                entry.fitments.flatMap((fitment) => fitment.brands.filter((brand) => brand.sku === fitment.sku)),
              );
              onAdd(kit, quickKitItemsOf(kit, selections), brands);
              setSelections(noQuickKitSelections);
              setChosen(null);
            }}
          >
            Add {TITLES[kit.type].toLowerCase()} to the work order
          </button>
        </section>
      )}
    </div>
  );
}
