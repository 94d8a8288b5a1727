import { describe, expect, it } from 'vitest';
import { createLocalCaptcha } from '../../../../server/providers/captcha/local-captcha';

describe('the local captcha', () => {
  const captcha = createLocalCaptcha('workbay-local-captcha');

  it('accepts exactly the configured value', async () => {
    expect(await captcha.verify('workbay-local-captcha', '127.0.0.1')).toBe(true);
    for (const answer of [undefined, '', 'workbay-local-captch', 'WORKBAY-LOCAL-CAPTCHA', 'workbay-local-captcha ']) {
      expect(await captcha.verify(answer, '127.0.0.1')).toBe(false);
    }
  });

  it('describes itself for GET /captcha', () => {
    expect(captcha).toMatchObject({ name: 'local', siteKey: null, localValue: 'workbay-local-captcha' });
  });
});
