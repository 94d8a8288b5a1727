import { describe, expect, it } from 'vitest';
import { mayShowChat } from '../../../../src/features/chat/chat-visibility';

const allowed = { pathname: '/stores', isLoggedIn: true, functionalConsent: true };

describe('may the chat widget show (storefront-core §2)', () => {
  it('shows for a logged-in person with functional consent on an ordinary page', () => {
    expect(mayShowChat(allowed)).toBe(true);
    expect(mayShowChat({ ...allowed, pathname: '/category/braking' })).toBe(true);
    expect(mayShowChat({ ...allowed, pathname: '/account/invoices' })).toBe(true);
  });

  it.each(['/', '/store/basket', '/account/register', '/store/basket/', '/account/register//'])(
    'never shows on %s',
    (pathname) => {
      expect(mayShowChat({ ...allowed, pathname })).toBe(false);
    },
  );

  it('shows on pages that only begin like a hidden one', () => {
    expect(mayShowChat({ ...allowed, pathname: '/store/basket-rules' })).toBe(true);
    expect(mayShowChat({ ...allowed, pathname: '/account/registered-vehicles' })).toBe(true);
  });

  it('never shows to a guest or a visitor who is not logged in', () => {
    expect(mayShowChat({ ...allowed, isLoggedIn: false })).toBe(false);
  });

  it('never shows without functional consent', () => {
    expect(mayShowChat({ ...allowed, functionalConsent: false })).toBe(false);
    expect(mayShowChat({ pathname: '/', isLoggedIn: false, functionalConsent: false })).toBe(false);
  });
});
