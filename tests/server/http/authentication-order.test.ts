import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, guestLogin } from '../helpers/session';
import { buildTestApp } from '../helpers/test-app';

// A guarded route checks its session before it reads a body or validates a query
// (http/contract-route.ts, a preParsing hook): without a session the answer is 401, whatever else
// is wrong with the request, and a body is never parsed for a caller without one.
describe('authentication before validation', () => {
  let app: FastifyInstance;
  let guest: Record<string, string>;

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    guest = bearer((await guestLogin(app)).token);
  });
  afterAll(() => app.close());

  const listing = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/storefront/products-by-category/1${query}`, headers });

  it('answers 401, not 400, to a bad query without a session or with a token that is not one', async () => {
    expect((await listing('?itemsPerPage=lots')).statusCode).toBe(401);
    expect((await listing('?itemsPerPage=lots', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('answers 400 to a bad query with a session, and the page to a good one', async () => {
    const refused = await listing('?itemsPerPage=lots', guest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400 });
    expect((await listing('?itemsPerPage=5', guest)).statusCode).toBe(200);
  });

  it('answers 403 to a guest on a logged-in route, bad query or not', async () => {
    const favourites = (query: string) =>
      app.inject({ method: 'GET', url: `/api/product-favourites${query}`, headers: guest });
    expect((await favourites('')).statusCode).toBe(403);
    expect((await favourites('?currency=XYZ')).statusCode).toBe(403);
  });

  it('answers 401, not 400, to a malformed body without a session: the body is not read', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/baskets',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{"product": ',
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    // With a session the same body is read, and refused as malformed.
    expect((await post(guest)).statusCode).toBe(400);
  });
});
