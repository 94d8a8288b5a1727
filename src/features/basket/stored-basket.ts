import { appDb } from '../../db/app-db';
import { localText } from '../../storage/local-text';
import type { BasketRow } from '../../db/baskets';
import { pullBasket } from './api/pull-basket';
import { basketKeyFor } from './basket-store';

// Loaded behind a dynamic import by the hooks that app/ runs from the first paint (the start
// gate, the reload on tab focus): it brings Dexie, which the first paint leaves out.

/**
 * The session's basket as the device holds it, read from its stored id (§4). Nothing is made
 * here: a basket is started when the person first adds to it or opens it (basket-store.ts).
 */
export async function readStoredBasket(userId: string, isGuest: boolean): Promise<BasketRow | undefined> {
  const id = localText(basketKeyFor(userId, isGuest)).read();
  const row = id ? await appDb.baskets.get(id) : undefined;
  return row?.userId === userId ? row : undefined;
}

export type BasketReload = Awaited<ReturnType<typeof pullBasket>> | 'none';

/**
 * A logged-in person's basket brought up to date with the server's copy: another device of theirs
 * may have changed it (§4). pullBasket leaves it alone while a change of it waits to be sent.
 */
export async function reloadStoredBasket(userId: string, signal?: AbortSignal): Promise<BasketReload> {
  const row = await readStoredBasket(userId, false);
  return row ? pullBasket(row, signal) : 'none';
}

/**
 * The basket at app start (§2): read from the device; for a logged-in person who is online, also
 * reloaded from the server. Guests' baskets are theirs on this device alone: the read is enough.
 */
export async function loadBasketAtStart(
  userId: string,
  isGuest: boolean,
  online: boolean,
  signal?: AbortSignal,
): Promise<void> {
  if (isGuest || !online) {
    await readStoredBasket(userId, isGuest);
    return;
  }
  await reloadStoredBasket(userId, signal);
}
