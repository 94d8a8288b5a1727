import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../../../server/modules/auth/access-tokens';
import { createTestClock } from '../../helpers/clock';

const claims = { sub: 'u1', sid: 's1', id: 'u1', email: null, first_name: null, last_name: null, guest_user: true };

describe('access tokens', () => {
  it('a token checked once still expires on time (its check is kept, its expiry is not)', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256', 60, clock);
    const { token, exp } = await tokens.sign(claims, new Date(clock().getTime() + 3_600_000));
    expect(await tokens.verify(token)).toEqual({ status: 'valid', claims: { ...claims, exp } });
    expect((await tokens.verify(token)).status).toBe('valid');
    clock.advance(60);
    expect(await tokens.verify(token)).toEqual({ status: 'expired', claims: { ...claims, exp } });
  });

  it('a token altered after a good one was kept is still refused', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256', 60, clock);
    const { token } = await tokens.sign(claims, new Date(clock().getTime() + 3_600_000));
    await tokens.verify(token);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: 'u2', id: 'u2', exp: 9_999_999_999, iss: 'workbay' }),
    ).toString('base64url');
    expect((await tokens.verify(`${header}.${forged}.${signature}`)).status).toBe('invalid');
    expect((await createAccessTokens('another-secret-of-enough-length', 60, clock).verify(token)).status).toBe(
      'invalid',
    );
  });
});
