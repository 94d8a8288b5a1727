// What the health-check browser tests share: the workshop's API as another tablet, and an item's mark.
import { expect, type APIRequestContext } from '@playwright/test';
import { tradeUser } from './account';

export const uuid = () => crypto.randomUUID();

export async function workshopHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth', { data: { email: tradeUser.email, password: tradeUser.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The workshop's API, as another tablet: a bearer session of its own. */
export async function workshopApi(request: APIRequestContext) {
  const headers = await workshopHeaders(request);
  return {
    post: async (url: string, data: object) => {
      const response = await request.post(`/api${url}`, { headers: { ...headers, 'idempotency-key': uuid() }, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return response.json() as Promise<Record<string, unknown>>;
    },
    get: async (url: string) => (await request.get(`/api${url}`, { headers })).json() as Promise<unknown>,
  };
}

export const mark = (id: string, set: Record<string, unknown>) => ({
  op: 'updateLine',
  kind: 'item',
  id,
  base: Object.fromEntries(
    Object.keys(set).map((field) => [field, field === 'state' ? 'not-checked' : field === 'motFailure' ? false : null]),
  ),
  set,
});
