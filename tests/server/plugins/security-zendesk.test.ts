import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZENDESK_HOSTS } from '../../../server/plugins/security';
import { buildTestApp } from '../helpers/test-app';

const zendesk = { jwtSecret: 'zendesk-shared-secret-for-the-tests', keyId: 'app_123', widgetKey: null };

/** The chat widget's hosts are let in only where the widget may load: Zendesk configured (issue 27). */
describe('the content security policy and Zendesk', () => {
  let local: FastifyInstance;
  let withZendesk: FastifyInstance;

  beforeAll(async () => {
    ({ app: local } = await buildTestApp());
    ({ app: withZendesk } = await buildTestApp(undefined, { config: { zendesk } }));
  });
  afterAll(async () => {
    await local.close();
    await withZendesk.close();
  });

  const policyOf = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    return String(response.headers['content-security-policy']);
  };
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it('lets no Zendesk host in with the local chat panel', async () => {
    const policy = await policyOf(local);
    expect(policy).not.toContain('zdassets');
    expect(policy).not.toContain('zendesk');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it("allows the widget's script, connections and images when Zendesk is configured", async () => {
    const policy = await policyOf(withZendesk);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://static.zdassets.com");
    for (const host of ZENDESK_HOSTS) expect(directive(policy, 'connect-src'), host).toContain(host);
    expect(directive(policy, 'img-src')).toContain('https://*.zdusercontent.com');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    // The API's own answers keep their deny-all policy.
    const api = await withZendesk.inject({ method: 'GET', url: '/api/chat/config' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
