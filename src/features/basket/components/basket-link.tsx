import './basket-link.css';
import { useLiveQuery } from 'dexie-react-hooks';
import { NavLink } from 'react-router';
import { appDb } from '../../../db/app-db';
import { useSession } from '../../../session/use-session';
import { basketKeyFor } from '../basket-store';

/** The header's way to the basket, with the number of items in it (read from the device). */
export function BasketLink() {
  const { claims, isGuest } = useSession();
  const count = useLiveQuery(async () => {
    if (!claims) return 0;
    const id = localStorage.getItem(basketKeyFor(claims.id, isGuest));
    const row = id ? await appDb.baskets.get(id) : undefined;
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
          <span className="visually-hidden">
            , {count} {count === 1 ? 'item' : 'items'}
          </span>
        </>
      ) : null}
    </NavLink>
  );
}
