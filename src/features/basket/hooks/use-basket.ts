import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { log } from '../../../api/log';
import { appDb } from '../../../db/app-db';
import { useSession } from '../../../session/use-session';
import { useEntityChanges } from '../../../sync/entity-changes';
import { useOnlineStatus } from '../../../sync/online-status';
import { stillWaiting } from '../basket-changes';
import { pullBasket } from '../api/pull-basket';
import { ensureBasket, moveToCurrency, startBasket } from '../basket-store';
import { useBasketPricing } from './use-pricing-context';

/**
 * This session's basket, from the device (works offline): made when missing, kept in step with
 * the server while online and nothing waits, and the context to re-price it on the device.
 */
export function useBasket() {
  const { claims, isGuest } = useSession();
  const { currency, context, services } = useBasketPricing();
  const online = useOnlineStatus();
  const [basketId, setBasketId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const userId = claims?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    ensureBasket(userId, isGuest, currency)
      .then((row) => live && setBasketId(row.id))
      .catch((failure: unknown) => live && setError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [userId, isGuest, currency]);

  const row = useLiveQuery(() => (basketId ? appDb.baskets.get(basketId) : undefined), [basketId]);
  const serverVersion = row?.serverVersion ?? 0;
  // When the last change on its way is answered or refused, the server's copy is read again: a
  // refused change leaves the device's copy as the person typed it, not as the server holds it.
  const changes = useEntityChanges(basketId);
  const going = stillWaiting(changes);

  useEffect(() => {
    if (!row || !online || !userId) return;
    const controller = new AbortController();
    pullBasket(row, controller.signal)
      .then(async (outcome) => {
        // The server no longer has it for this session: start afresh rather than fail later.
        if (outcome === 'gone') setBasketId((await startBasket(userId, isGuest, currency)).id);
      })
      .catch((failure: unknown) => log.info('The basket could not be refreshed:', errorMessage(failure)));
    return () => controller.abort();
    // Pull when the basket, the network or the server's version changes, not on every local edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basketId, online, serverVersion, userId, going === 0]);

  const startNew = async () => {
    if (!userId) return;
    setBasketId((await startBasket(userId, isGuest, currency)).id);
  };

  /** The lines moved to a basket in the currency the person now sees. */
  const moveToShownCurrency = async () => {
    if (!userId || !row) return;
    setBasketId((await moveToCurrency(row, userId, isGuest, currency)).id);
  };

  return { row, basketId, changes, context, services, error, online, startNew, isGuest, currency, moveToShownCurrency };
}
