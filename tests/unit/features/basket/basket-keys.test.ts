import { describe, expect, it } from 'vitest';
import { basketKeysOnSessionEvent } from '../../../../src/features/basket/basket-keys';

describe('basket keys on login and logout (§4)', () => {
  it('moves the guest basket to the user basket key when the user has none', () => {
    localStorage.setItem('guest_basket', 'basket-guest');
    basketKeysOnSessionEvent({ type: 'login', userId: 'u1', guestId: 'g1' });
    expect(localStorage.getItem('u1_basket')).toBe('basket-guest');
    expect(localStorage.getItem('guest_basket')).toBeNull();
  });

  it("keeps the user's own basket and still removes the guest basket", () => {
    localStorage.setItem('guest_basket', 'basket-guest');
    localStorage.setItem('u1_basket', 'basket-user');
    basketKeysOnSessionEvent({ type: 'login', userId: 'u1', guestId: 'g1' });
    expect(localStorage.getItem('u1_basket')).toBe('basket-user');
    expect(localStorage.getItem('guest_basket')).toBeNull();
  });

  it('hands the basket to the guest on logout when asked, and drops the user key either way', () => {
    localStorage.setItem('u1_basket', 'basket-user');
    basketKeysOnSessionEvent({ type: 'logout', userId: 'u1', keepBasket: true });
    expect(localStorage.getItem('guest_basket')).toBe('basket-user');
    expect(localStorage.getItem('u1_basket')).toBeNull();
    localStorage.clear();
    localStorage.setItem('u1_basket', 'basket-user');
    basketKeysOnSessionEvent({ type: 'logout', userId: 'u1', keepBasket: false });
    expect(localStorage.getItem('guest_basket')).toBeNull();
    expect(localStorage.getItem('u1_basket')).toBeNull();
  });
});
