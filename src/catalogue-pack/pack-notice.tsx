import type { PackItem } from '../../contract/catalogue-pack/schemas';
import type { PackStateRow } from '../db/catalogue-pack';
import { formatAsOf } from './use-pack';

/**
 * What a screen says when its answer comes from the pack on the device, not the server: whose
 * catalogue, how old its stock is, and that the price is confirmed when the order is sent.
 */
export function PackNotice({ pack }: { pack: PackStateRow }) {
  return (
    <p className="pack-notice" role="note">
      <strong>Offline catalogue</strong> of {pack.branch.name} · stock as of {formatAsOf(pack.refreshedAt)} · offline
      price, confirmed when sent
    </p>
  );
}

/** Last-known stock here and at the nearest branches, with its age. */
export function PackStock({ item, pack, compact = false }: { item: PackItem; pack: PackStateRow; compact?: boolean }) {
  const asOf = `as of ${formatAsOf(pack.refreshedAt)}`;
  const here = `${item.stock.here > 0 ? `${item.stock.here} in stock` : 'None in stock'} at ${pack.branch.name}`;
  if (compact) {
    return (
      <p className={item.stock.here > 0 ? 'pack-stock pack-stock--in' : 'pack-stock'}>
        {here}, {asOf}
      </p>
    );
  }
  return (
    <div className="pack-stock-table">
      <p className={item.stock.here > 0 ? 'pack-stock pack-stock--in' : 'pack-stock'}>
        {here}, {asOf}
      </p>
      {pack.nearby.length > 0 && (
        <ul className="pack-stock__nearby" aria-label="Stock at the nearest branches">
          {pack.nearby.map((branch, index) => (
            <li key={branch.id}>
              {branch.name} ({branch.distanceMiles} mi): {item.stock.nearby[index] ?? 0}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
