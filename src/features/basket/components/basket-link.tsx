import './basket-link.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { NavLink } from 'react-router';
import { appDb } from '../../../db/app-db';
import { useSession } from '../../../session/use-session';
import { localText } from '../../../storage/local-text';
import { basketKeyFor } from '../basket-store';

/** The header's way to the basket, with the number of items in it (read from the device). */
export function BasketLink() {
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
  return (
    <NavLink className="site-nav__link" to="/store/basket">
      Basket
      {count ? (
        <>
          <span className="basket-link__count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">{` (${count} ${count === 1 ? 'item' : 'items'})`}</span>
        </>
      ) : null}
    </NavLink>
  );
}
