import './basket-link.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../db/app-db';
import { useSession } from '../../../session/use-session';
import { localText } from '../../../storage/local-text';
import { basketKeyFor } from '../basket-store';

/**
 * The number of items in the basket (read from the device), inside the header's link to it. The
 * link itself is the header's from the first paint: only the count comes later, so a tap on
 * "Basket" as the count arrives is never lost to the link being swapped for another.
 */
export function BasketCount() {
  const { claims, isGuest } = useSession();
  const count = useLiveQuery(async () => {
    if (!claims) return 0;
    // Read by owner, not by the stored id: a live query watches only what it read, and before the
    // first basket is made there is no id to read (the count would then never update).
    const rows = await appDb.baskets.where('userId').equals(claims.id).toArray();
    const id = localText(basketKeyFor(claims.id, isGuest)).read();
    const row = rows.find((candidate) => candidate.id === id);
    return row && !row.order ? row.basket.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
  }, [claims?.id, isGuest]);
  return count ? (
    <>
      <span className="basket-link__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{` (${count} ${count === 1 ? 'item' : 'items'})`}</span>
    </>
  ) : null;
}
