import type { SessionEvent } from '../../session/session-events';

/** Basket keys of storefront-core §3: one shared guest basket, one per logged-in user. */
export const GUEST_BASKET_KEY = 'guest_basket';

export function userBasketKey(userId: string): string {
  return `${userId}_basket`;
}

/**
 * On login of a non-guest (§4): when the user has no personal basket yet, the guest basket
 * becomes theirs. The guest basket key is then removed either way.
 */
export function moveGuestBasketTo(userId: string): void {
  const key = userBasketKey(userId);
  const guestBasket = localStorage.getItem(GUEST_BASKET_KEY);
  if (localStorage.getItem(key) === null && guestBasket !== null) localStorage.setItem(key, guestBasket);
  localStorage.removeItem(GUEST_BASKET_KEY);
}

/** On logout (§4): optionally hand the user's basket to the guest, then drop the user's key. */
export function releaseUserBasket(userId: string, keepBasket: boolean): void {
  const key = userBasketKey(userId);
  const basket = localStorage.getItem(key);
  if (keepBasket && basket !== null) localStorage.setItem(GUEST_BASKET_KEY, basket);
  localStorage.removeItem(key);
}

/** The basket's part of login and logout; the session layer only announces them. */
export function basketKeysOnSessionEvent(event: SessionEvent): void {
  if (event.type === 'login') moveGuestBasketTo(event.userId);
  if (event.type === 'logout') releaseUserBasket(event.userId, event.keepBasket);
}
