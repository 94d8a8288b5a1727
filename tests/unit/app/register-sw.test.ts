import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '../../../contract/auth/routes';
import { clearCsrfToken } from '../../../src/api/csrf';
import { send } from '../../../src/api/http';
import { takeReadsBeforeWorker } from '../../../src/api/reads-before-worker';
import { handOverFirstVisitReads } from '../../../src/app/register-sw';
import { claims, fakeApi, json, useCookieMode } from '../support/fake-api';

/** A service worker container whose worker takes control when told to, recording what it is sent. */
function fakeContainer(controlled: boolean) {
  const container = new EventTarget();
  const posted: unknown[] = [];
  let controller: { postMessage(message: unknown): void } | null = controlled
    ? { postMessage: (message) => posted.push(message) }
    : null;
  Object.defineProperty(container, 'controller', { get: () => controller });
  const takeControl = () => {
    controller = { postMessage: (message) => posted.push(message) };
    container.dispatchEvent(new Event('controllerchange'));
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container: container as ServiceWorkerContainer, posted, takeControl };
}

beforeEach(() => {
  clearCsrfToken();
  takeReadsBeforeWorker();
  useCookieMode();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('a first visit’s reads, handed to the service worker once it controls the page', () => {
  it('hands over each read made before, once, with the headers it was sent with; not what it sent', async () => {
    const { container, posted, takeControl } = fakeContainer(false);
    fakeApi({
      'GET /me': () => json(claims()),
      'POST /auth': () => json({}),
    });
    handOverFirstVisitReads(container);
    await send(authRoutes.me);
    await send(authRoutes.me);
    await send(authRoutes.login, { body: { email: 'a@example.test', password: 'x' } } as never).catch(() => {});
    takeControl();
    expect(posted).toHaveLength(1);
    const { type, payload } = posted[0] as { type: string; payload: { urlsToCache: [string, RequestInit][] } };
    expect(type).toBe('CACHE_URLS');
    expect(payload.urlsToCache).toHaveLength(1);
    const [url, init] = payload.urlsToCache[0]!;
    expect(url).toMatch(/\/me$/);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', headers: { 'x-session-mode': 'cookie' } });

    // Later reads go through the worker itself: nothing more is noted or handed over.
    await send(authRoutes.me);
    expect(takeReadsBeforeWorker()).toEqual([]);
  });

  it('notes and hands over nothing on a page the worker already controls', async () => {
    const { container, posted, takeControl } = fakeContainer(true);
    fakeApi({ 'GET /me': () => json(claims()) });
    handOverFirstVisitReads(container);
    await send(authRoutes.me);
    expect(takeReadsBeforeWorker()).toEqual([]);
    takeControl();
    expect(posted).toEqual([]);
  });
});
