// What the health-check browser tests share: the workshop's API as another tablet, an item's mark, a camera's photo.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/** A camera-sized JPEG (12 megapixels), drawn in the page: the fixture is made, not committed. */
export async function cameraJpeg(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (hue) => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d')!;
    context.fillStyle = `hsl(${hue} 60% 50%)`;
    context.fillRect(0, 0, 4000, 3000);
    context.fillStyle = '#222';
    context.font = 'bold 600px sans-serif';
    context.fillText('TYRE', 600, 1800);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, hue);
  return Buffer.from(base64, 'base64');
}
