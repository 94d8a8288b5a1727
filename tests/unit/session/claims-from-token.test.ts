import { describe, expect, it } from 'vitest';
import { ContractError } from '../../../src/api/api-error';
import { claimsFromToken } from '../../../src/session/session';
import { claims, jwt } from '../support/fake-api';

/** base64url of the JSON's UTF-8 bytes, as a server writes a JWT segment. */
function segment(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('claimsFromToken', () => {
  it('reads the claims of an access token', () => {
    const mine = claims({ id: 'u1', exp: 2_000_000_000 });
    expect(claimsFromToken(jwt(mine))).toEqual(mine);
  });

  it('reads names written in UTF-8 (base64url, not base64)', () => {
    const mine = claims({ id: 'u1', first_name: 'Zoë', last_name: 'Ó Súilleabháin' });
    const token = `${segment({ alg: 'HS256' })}.${segment(mine)}.c2lnbmF0dXJl`;
    expect(claimsFromToken(token)).toMatchObject({ first_name: 'Zoë', last_name: 'Ó Súilleabháin' });
  });

  it('refuses what is not a JWT, and claims that are not the contract', () => {
    expect(() => claimsFromToken('not-a-token')).toThrow(ContractError);
    expect(() => claimsFromToken('a.%%%.b')).toThrow(/not a JWT/);
    const token = `${segment({ alg: 'HS256' })}.${segment({ id: 'u1' })}.c2lnbmF0dXJl`;
    expect(() => claimsFromToken(token)).toThrow(/claims are unreadable/);
  });
});
