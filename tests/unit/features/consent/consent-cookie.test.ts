import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_NAME,
  CONSENT_REVISION,
  choiceFromCookie,
  cookieValue,
} from '../../../../src/features/consent/consent-cookie';

const NOW = Date.parse('2026-11-27T09:00:00Z');

/** The cookie as vanilla-cookieconsent writes it: URI-encoded JSON. */
function cookieWith(value: Record<string, unknown>): string {
  const kept = {
    categories: ['necessary'],
    revision: CONSENT_REVISION,
    data: null,
    consentId: '4b1c2d7e-7c1f-4a57-9d53-0c8e3f1a2b3c',
    consentTimestamp: '2026-11-01T10:00:00.000Z',
    lastConsentTimestamp: '2026-11-01T10:00:00.000Z',
    languageCode: 'en',
    services: {},
    expirationTime: NOW + 86_400_000,
    ...value,
  };
  return `wb_other=1; ${CONSENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(kept))}; theme=dark`;
}

const granted = (cookies: string) => [...choiceFromCookie(cookies, NOW).granted].sort();

describe('the consent kept in the library’s cookie', () => {
  it('finds the cookie among others', () => {
    expect(cookieValue('a=1; cc_cookie=x%7B; b=2')).toBe('x%7B');
    expect(cookieValue('a=1; not_cc_cookie=2')).toBeNull();
  });

  it('grants the accepted groups, and strictly necessary always', () => {
    const choice = choiceFromCookie(cookieWith({ categories: ['necessary', 'functional'] }), NOW);
    expect(choice.decided).toBe(true);
    expect(granted(cookieWith({ categories: ['necessary', 'functional'] }))).toEqual(['functional', 'necessary']);
    expect(granted(cookieWith({ categories: [] }))).toEqual(['necessary']);
  });

  it('grants nothing optional before a choice', () => {
    const choice = choiceFromCookie('', NOW);
    expect(choice.decided).toBe(false);
    expect([...choice.granted]).toEqual(['necessary']);
  });

  it('ignores groups it does not know', () => {
    expect(granted(cookieWith({ categories: ['functional', 'analytics', 42] }))).toEqual(['functional', 'necessary']);
  });

  it.each([
    ['of another revision', cookieWith({ categories: ['functional'], revision: CONSENT_REVISION + 1 })],
    ['expired', cookieWith({ categories: ['functional'], expirationTime: NOW - 1 })],
    ['without a consent id', cookieWith({ categories: ['functional'], consentId: undefined })],
    ['not JSON', `${CONSENT_COOKIE_NAME}=%7Bfunctional`],
    ['badly encoded', `${CONSENT_COOKIE_NAME}=%E0%A4%A`],
  ])('treats a cookie %s as no choice', (_, cookies) => {
    expect(choiceFromCookie(cookies, NOW).decided).toBe(false);
    expect(granted(cookies)).toEqual(['necessary']);
  });
});
