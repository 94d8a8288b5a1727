import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, guestLogin } from '../helpers/session';
import { buildTestApp } from '../helpers/test-app';

// A bodiless route reads its session while its query is validated (server/http/auth-first.ts);
// the refusals still come in the order they did when the session was read first.
describe('authentication beside a query’s validation', () => {
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
    const favourites = (query: string) => app.inject({ method: 'GET', url: `/api/product-favourites${query}`, headers: guest });
    expect((await favourites('')).statusCode).toBe(403);
    expect((await favourites('?currency=XYZ')).statusCode).toBe(403);
  });
});
