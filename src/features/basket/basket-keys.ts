import type { SessionEvent } from '../../session/session-events';
import { localText } from '../../storage/local-text';

/** Basket keys of storefront-core §3: one shared guest basket, one per logged-in user; each holds the id as text. */
export const GUEST_BASKET_KEY = 'guest_basket';

export function userBasketKey(userId: string): string {
  return `${userId}_basket`;
}

/**
 * On login of a non-guest (§4): when the user has no personal basket yet, the guest basket
 * becomes theirs. The guest basket key is then removed either way.
 */
export function moveGuestBasketTo(userId: string): void {
  const own = localText(userBasketKey(userId));
  const guest = localText(GUEST_BASKET_KEY);
  const guestBasket = guest.read();
  if (own.read() === null && guestBasket !== null) own.write(guestBasket);
  guest.remove();
}

/** On logout (§4): optionally hand the user's basket to the guest, then drop the user's key. */
export function releaseUserBasket(userId: string, keepBasket: boolean): void {
  const own = localText(userBasketKey(userId));
  const basket = own.read();
  if (keepBasket && basket !== null) localText(GUEST_BASKET_KEY).write(basket);
  own.remove();
}

/** The basket's part of login and logout; the session layer only announces them. */
export function basketKeysOnSessionEvent(event: SessionEvent): void {
  if (event.type === 'login') moveGuestBasketTo(event.userId);
  if (event.type === 'logout') releaseUserBasket(event.userId, event.keepBasket);
}
