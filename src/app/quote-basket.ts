import { basketRoutes } from '../../contract/basket/routes';
import { appDb } from '../db/app-db';
import { userBasketKey } from '../features/basket/basket-keys';
import { rowFromServer } from '../features/basket/basket-row';
import { apiRequest } from '../session/api-request';
import { localText } from '../storage/local-text';

/**
 * A basket the server made from a quote becomes the person's basket (trade-features §7, core §3):
 * its copy is kept on the device and its id stored under the user's basket key, so the basket
 * page opens it. The basket they had before stays on the server, as after any new basket.
 */
export async function keepQuoteBasket(userId: string, basketId: string, signal?: AbortSignal): Promise<void> {
  const basket = await apiRequest(basketRoutes.basket, { params: { id: basketId }, signal });
  const previous = await appDb.baskets.get(basketId);
  await appDb.baskets.put(rowFromServer(basket, userId, previous));
  localText(userBasketKey(userId)).write(basketId);
}
