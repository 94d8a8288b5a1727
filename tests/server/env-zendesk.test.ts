import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';

describe('Zendesk and form settings in the environment', () => {
  it('uses the local chat panel unless both the secret and the key id are set', () => {
    expect(loadConfig({}).zendesk).toBeNull();
    expect(
      loadConfig({ ZENDESK_JWT_SECRET: 'a-secret-of-sixteen-or-more', ZENDESK_KEY_ID: 'app_123' }).zendesk,
    ).toEqual({ jwtSecret: 'a-secret-of-sixteen-or-more', keyId: 'app_123', widgetKey: null });
  });

  it('refuses half a Zendesk key, naming what is missing', () => {
    expect(() => loadConfig({ ZENDESK_JWT_SECRET: 'a-secret-of-sixteen-or-more' })).toThrow(/ZENDESK_KEY_ID/);
    expect(() => loadConfig({ ZENDESK_KEY_ID: 'app_123' })).toThrow(/ZENDESK_JWT_SECRET/);
    expect(() => loadConfig({ ZENDESK_JWT_SECRET: 'short', ZENDESK_KEY_ID: 'app_123' })).toThrow(/at least 16/);
  });

  it('limits forms to 5 a minute per address unless told otherwise', () => {
    expect(loadConfig({}).formsRateLimitMax).toBe(5);
    expect(loadConfig({ FORMS_RATE_LIMIT_MAX: '20' }).formsRateLimitMax).toBe(20);
  });
});
