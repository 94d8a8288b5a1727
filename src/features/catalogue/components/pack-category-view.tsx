import { useEffect, useId, useState } from 'react';
import type { PackItemRow, PackStateRow } from '../../../db/catalogue-pack';
import { PackNotice } from '../../../catalogue-pack/pack-notice';
import { PackResults } from '../../../catalogue-pack/pack-results';
import { usePackCategory } from '../../../catalogue-pack/use-pack';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { useRecentFitVehicles } from '../hooks/use-recent-fit-vehicles';
import type { ProductActions } from './product-grid';

/** The category's name from the products under it: its own, or a parent's in their trail. */
function categoryName(path: string, items: PackItemRow[]): string | null {
  const depth = path.split('/').length;
  for (const item of items) {
    if (item.category.path === path) return item.category.name;
    if (item.category.path.startsWith(`${path}/`)) return item.categoryTrail[depth - 1] ?? null;
  }
  return null;
}

/**
 * A category offline, from the pack on the device: its products, or those that fit one of the
 * person's recent vehicles (by the pack's fitment keys) and the universal ones. Shown when the
 * server cannot be reached and no copy of the page was saved.
 */
export function PackCategoryView({
  path,
  pack,
  actions,
}: {
  path: string;
  pack: PackStateRow;
  actions?: ProductActions;
}) {
  const id = useId();
  const recent = useRecentFitVehicles();
  const vehicles = recent ?? [];
  // The newest recent vehicle unless the person picks another, or "any vehicle" ('').
  const [chosen, setChosen] = useState<string | null>(null);
  const vehicle = chosen === null ? vehicles[0] : vehicles.find((candidate) => candidate.key === chosen);
  // Read once the recent vehicles are known, so that the first list is the right one.
  const items = usePackCategory(path, recent === undefined ? undefined : (vehicle?.tecdocId ?? null));
  const name = items ? categoryName(path, items) : null;
  const paths = path.split('/');
  const title = name ?? paths.at(-1)?.replace(/-/g, ' ') ?? 'Category';

  useEffect(() => {
    document.title = `${title} – Workbay`;
  }, [title]);

  return (
    <section className="page category-page">
      <Breadcrumbs
        items={(items?.[0]?.categoryTrail ?? [])
          .slice(0, paths.length)
          .map((crumb, index) => ({ label: crumb, to: `/category/${paths.slice(0, index + 1).join('/')}` }))}
      />
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {title}
      </h1>
      <PackNotice pack={pack} />
      {vehicles.length > 0 && (
        <p className="pack-vehicle">
          <label htmlFor={`${id}-vehicle`}>Parts that fit </label>
          <select id={`${id}-vehicle`} value={vehicle?.key ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {vehicles.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.description}
              </option>
            ))}
            <option value="">any vehicle</option>
          </select>
        </p>
      )}
      {items === undefined ? null : items.length === 0 ? (
        <p className="empty">
          {vehicle
            ? `Nothing in the offline catalogue here fits the ${vehicle.description}.`
            : 'Nothing in the offline catalogue here.'}
        </p>
      ) : (
        <>
          <p className="toolbar__count" aria-live="polite">
            {items.length.toLocaleString('en-GB')} {items.length === 1 ? 'product' : 'products'}
            {vehicle ? ` that fit the ${vehicle.description} or any vehicle` : ''}
          </p>
          <PackResults
            results={items.map((item) => ({ item, match: 'category' as const }))}
            pack={pack}
            actions={actions}
            label={`${title} in the offline catalogue`}
          />
        </>
      )}
    </section>
  );
}
