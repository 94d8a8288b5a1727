import { createHash, timingSafeEqual } from 'node:crypto';
import type { CaptchaProvider } from './captcha-provider';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The default provider: accepts exactly CAPTCHA_TEST_VALUE. It proves the flow end to end in the
 * demo and in tests; a real deployment puts a hosted captcha behind the same interface.
 */
export function createLocalCaptcha(testValue: string): CaptchaProvider {
  const expected = digest(testValue);
  return {
    name: 'local',
    siteKey: null,
    localValue: testValue,
    async verify(response) {
      // Equal-length digests let the comparison run in constant time.
      return typeof response === 'string' && timingSafeEqual(digest(response), expected);
    },
  };
}
