import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  ApiError,
  ContractError,
  isAbortError,
  isTransient,
  NetworkError,
  TimeoutError,
} from '../../../src/api/api-error';
import { clearCsrfToken } from '../../../src/api/csrf';
import { send } from '../../../src/api/http';
import {
  claims,
  fakeApi,
  json,
  problem,
  storeBearerSession,
  userRecord as user,
  useBearerMode,
  useCookieMode,
} from '../support/fake-api';
import { authRoutes } from '../../../contract/auth/routes';
import { userRoutes } from '../../../contract/users/routes';
import { invoiceRoutes } from '../../../contract/invoices/routes';
import { contentRoutes } from '../../../contract/content/routes';

beforeEach(() => clearCsrfToken());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bearer mode', () => {
  it('sends JSON with the token it is given as a Bearer authorization header, never a stored one', async () => {
    useBearerMode();
    storeBearerSession(claims(), 'stored-token');
    const api = fakeApi({ 'GET /me': () => json(claims()) });
    await send(authRoutes.me);
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
    await send(authRoutes.me, { token: 'the-token' });
    api.calls.shift();
    expect(api.calls[0]?.headers.authorization).toBe('Bearer the-token');
    expect(api.calls[0]?.headers.accept).toBe('application/json');
    expect(api.calls[0]?.headers['x-session-mode']).toBeUndefined();
    expect(api.calls[0]?.credentials).toBe('same-origin');
  });

  it('sends no CSRF token and no authorization without a token', async () => {
    useBearerMode();
    const api = fakeApi({ 'POST /auth': () => json({ token: 't', refresh_token: 'r' }) });
    await send(authRoutes.login, { body: {} });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
    expect(api.calls[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(api.calls[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('cookie mode', () => {
  it('sends credentials and x-session-mode: cookie, and no Authorization header', async () => {
    useCookieMode();
    localStorage.setItem('token', 'stale');
    const api = fakeApi({ 'GET /me': () => json(claims()) });
    await send(authRoutes.me);
    expect(api.calls[0]).toMatchObject({ credentials: 'include', headers: { 'x-session-mode': 'cookie' } });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('fetches the CSRF token once and sends it on state-changing requests', async () => {
    useCookieMode();
    const api = fakeApi({
      'GET /csrf-token': () => json({ token: 'csrf-1' }),
      'POST /auth': () => json({ token: '', refresh_token: '' }),
    });
    await Promise.all([send(authRoutes.login, { body: {} }), send(authRoutes.login, { body: {} })]);
    await send(authRoutes.login, { body: {} });
    expect(api.callsTo('GET /csrf-token')).toHaveLength(1);
    expect(api.callsTo('GET /csrf-token')[0]).toMatchObject({
      credentials: 'include',
      headers: { 'x-session-mode': 'cookie' },
    });
    expect(api.callsTo('POST /auth').map((c) => c.headers['x-csrf-token'])).toEqual(['csrf-1', 'csrf-1', 'csrf-1']);
  });

  it('does not send the CSRF token on GET', async () => {
    useCookieMode();
    const api = fakeApi({ 'GET /me': () => json(claims()) });
    await send(authRoutes.me);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('fetches a new CSRF token once and retries after a 403 CSRF answer', async () => {
    useCookieMode();
    const api = fakeApi({
      'GET /csrf-token': [() => json({ token: 'old' }), () => json({ token: 'new' })],
      'PUT /users/u1': [() => problem(403, 'Invalid CSRF token.'), () => json(user())],
    });
    await send(userRoutes.updateUser, { params: { id: 'u1' }, body: { firstName: 'A' } });
    expect(api.callsTo('GET /csrf-token')).toHaveLength(2);
    expect(api.callsTo('PUT /users/u1').map((c) => c.headers['x-csrf-token'])).toEqual(['old', 'new']);
  });

  it('retries the CSRF refusal only once', async () => {
    useCookieMode();
    const api = fakeApi({
      'GET /csrf-token': () => json({ token: 'x' }),
      'POST /auth': () => problem(403, 'Invalid csrf token'),
    });
    await expect(send(authRoutes.login, { body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid csrf token',
    });
    expect(api.callsTo('POST /auth')).toHaveLength(2);
  });

  it('does not retry a 403 that is not about CSRF', async () => {
    useCookieMode();
    const api = fakeApi({
      'GET /csrf-token': () => json({ token: 'x' }),
      'POST /auth': () => problem(403, 'Forbidden here'),
    });
    await expect(send(authRoutes.login, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(api.callsTo('POST /auth')).toHaveLength(1);
  });
});

describe('errors', () => {
  beforeEach(useBearerMode);

  it("throws an ApiError with the status and the server's hydra:description", async () => {
    fakeApi({ 'POST /auth': () => problem(401, 'Invalid credentials.') });
    const error = await send(authRoutes.login, { body: { email: 'a@b.test', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid credentials.' });
  });

  it('falls back to detail, then message, then "An unknown error occurred"', async () => {
    fakeApi({
      'GET /me': [
        () => json({ detail: 'From detail' }, 500),
        () => json({ message: 'From message' }, 500),
        () => new Response('<html>Bad gateway</html>', { status: 502 }),
      ],
    });
    await expect(send(authRoutes.me)).rejects.toThrow('From detail');
    await expect(send(authRoutes.me)).rejects.toThrow('From message');
    await expect(send(authRoutes.me)).rejects.toThrow(messages.unknownError);
  });

  it('carries the violations of a 400 answer', async () => {
    const violations = [
      { propertyPath: 'email', message: 'Please enter a valid email address.' },
      { propertyPath: 'token', message: 'The reset token is missing.' },
    ];
    fakeApi({ 'POST /users/update-password': () => json({ ...problem400(), violations }, 400) });
    const error = (await send(userRoutes.updatePassword, { body: {} as never }).catch((e: unknown) => e)) as ApiError;
    expect(error.violations).toEqual(violations);
    expect(error.fieldErrors).toEqual({
      email: 'Please enter a valid email address.',
      token: 'The reset token is missing.',
    });
  });

  it('rejects an aborted request with the abort error, and logs it', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    fakeApi({ 'GET /me': () => json(claims()) });
    const controller = new AbortController();
    controller.abort();
    const error = await send(authRoutes.me, { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Request aborted: GET /me'));
  });

  it('gives up after the timeout with a TimeoutError, which counts as transient', async () => {
    fakeApi({ 'GET /me': () => new Promise<Response>(() => {}) });
    const error = await send(authRoutes.me, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isTransient(error)).toBe(true);
    expect(isTransient(new ApiError(503, 'down'))).toBe(true);
    expect(isTransient(new ApiError(422, 'no'))).toBe(false);
  });

  it('throws a NetworkError when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(send(authRoutes.me)).rejects.toBeInstanceOf(NetworkError);
  });

  it('parses the answer with the route schema and refuses one that breaks the contract', async () => {
    fakeApi({ 'GET /me': [() => json(claims({ id: 'c1' })), () => json({ id: 42 })] });
    await expect(send(authRoutes.me)).resolves.toMatchObject({ id: 'c1' });
    await expect(send(authRoutes.me)).rejects.toBeInstanceOf(ContractError);
  });

  it('throws the config errors before any request', async () => {
    localStorage.removeItem('config');
    const api = fakeApi({});
    await expect(send(authRoutes.me)).rejects.toThrow(messages.noConfig);
    localStorage.setItem('config', JSON.stringify({ isCookies: false }));
    await expect(send(authRoutes.me)).rejects.toThrow(messages.noBaseUrl);
    expect(api.calls).toHaveLength(0);
  });

  it('builds URLs from the base URL and the route table', async () => {
    localStorage.setItem('config', JSON.stringify({ baseUrl: 'https://api.workbay.test/v1/', isCookies: false }));
    const fetchMock = vi.fn(() => Promise.resolve(json(user())));
    vi.stubGlobal('fetch', fetchMock);
    await send(userRoutes.getUser, { params: { id: 'a b' } });
    expect(fetchMock).toHaveBeenCalledWith('https://api.workbay.test/v1/users/a%20b', expect.anything());
  });
});

function problem400() {
  return {
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': 'email: bad',
    status: 400,
  };
}

describe('documents', () => {
  it('answers a PDF as its bytes, not as JSON (a regression: the PDF once came back as "undefined")', async () => {
    useBearerMode();
    fakeApi({
      'POST /babbage-invoice-pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70, 45]), { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const bytes = await send(invoiceRoutes.babbageInvoicePdf, {
      token: 't',
      body: { invoiceNumber: 'INV-GB-000001', magic: 'm' },
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-');
  });
});

describe('the cached API host (core §7)', () => {
  const menu = { '@id': '/menus/footer', code: 'footer', name: 'Footer', menuItems: [] };

  it('sends the routes marked for it to cachedBaseUrl, without cookies, token or session header', async () => {
    localStorage.setItem(
      'config',
      JSON.stringify({ baseUrl: '/api', isCookies: true, cachedBaseUrl: 'https://cache.example.test/api/' }),
    );
    const api = fakeApi({ 'GET /storefront/menus/footer.json': () => json(menu), 'GET /me': () => json(claims()) });
    await send(contentRoutes.footerMenu);
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe(
      'https://cache.example.test/api/storefront/menus/footer.json',
    );
    expect(api.calls[0]).toMatchObject({ credentials: 'omit', headers: { accept: 'application/json' } });
    expect(api.calls[0]?.headers['x-session-mode']).toBeUndefined();
    // Every other call keeps the main host and the session.
    await send(authRoutes.me);
    expect(String(api.fetchMock.mock.calls[1]?.[0])).toBe('/api/me');
    expect(api.calls[1]).toMatchObject({ credentials: 'include', headers: { 'x-session-mode': 'cookie' } });
  });

  it('is the main host when no cached host is configured', async () => {
    useCookieMode();
    const api = fakeApi({ 'GET /menus/header': () => json({ ...menu, code: 'header' }) });
    await send(contentRoutes.menu, { params: { code: 'header' } });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe('/api/menus/header');
  });
});
