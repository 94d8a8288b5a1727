import { ApiError } from '../../../api/api-error';
import { basketRoutes } from '../../../../contract/basket/routes';
import { appDb } from '../../../db/app-db';
import type { BasketRow } from '../../../db/baskets';
import { apiRequest } from '../../../session/api-request';
import { rowFromServer } from '../basket-row';
import { entriesOfEntity } from '../../../db/outbox-queries';

/**
 * This basket's changes still to go: those are the device's newer word. A refused change is not
 * among them: it waits for the person, not the server, and the basket shows the server's copy
 * with the refusal beside what it touched.
 */
function goingToServer(basketId: string): Promise<number> {
  return entriesOfEntity(basketId)
    .filter((entry) => entry.state !== 'failed')
    .count();
}

/**
 * Brings the device's copy up to date with the server's (another device may have changed it),
 * but only while none of this basket's changes are on their way: their replay brings the
 * server's answer anyway. Answers 'gone' when the server has no such basket for this session (a
 * guest session that ended).
 */
export async function pullBasket(row: BasketRow, signal?: AbortSignal): Promise<'pulled' | 'waiting' | 'gone'> {
  if (row.serverVersion === 0 || (await goingToServer(row.id)) > 0) {
    return 'waiting';
  }
  try {
    const basket = await apiRequest(basketRoutes.basket, { params: { id: row.id }, signal });
    await appDb.transaction('rw', appDb.baskets, appDb.outbox, async () => {
      // A change queued while the request was out wins: keep the device's copy.
      if ((await goingToServer(row.id)) > 0) return;
      const current = await appDb.baskets.get(row.id);
      await appDb.baskets.put(rowFromServer(basket, row.userId, current));
    });
    return 'pulled';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'gone';
    throw error;
  }
}
