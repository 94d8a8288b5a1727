import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { Clock } from '../../../server/clock';
import type { DatabaseHandle } from '../../../server/db/database';
import { buildTestApp, testDatabases } from '../../server/helpers/test-app';
import { becomeDevice } from './node-device';

export interface RealServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** Requests the device made, as "METHOD /path" with their Idempotency-Key and status. */
  requests: { call: string; key: string | undefined; status: number }[];
  close(): Promise<void>;
}

/**
 * The real API on an embedded database, in a test file run in Node (`@vitest-environment node`),
 * with the device's `fetch` routed into it (app.inject, no socket): client code is tested through to the server's
 * own answer, idempotency and conflicts included, instead of against a fake that could agree with the client's
 * mistakes.
 */
export async function realServer(clock?: Clock): Promise<RealServer> {
  const pglite = testDatabases[0];
  if (!pglite) throw new Error('No embedded test database');
  const handle = await pglite.open();
  const { app } = await buildTestApp(pglite, { database: handle, ...(clock ? { clock } : {}) });
  becomeDevice();
  const requests: RealServer['requests'] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const method = (init.method ?? 'GET') as 'GET';
    const response = await app.inject({
      method,
      url: url.pathname + url.search,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    requests.push({ call: `${method} ${url.pathname}`, key: headers['idempotency-key'], status: response.statusCode });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    answerHeaders.delete('content-encoding');
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  });
  return { app, handle, requests, close: () => app.close() };
}
