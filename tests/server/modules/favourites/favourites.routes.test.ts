import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteMessages } from '../../../../contract/favourites/messages';
import { messages } from '../../../../contract/messages';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { bearer, guestLogin, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('favourites on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const as = (headers: Record<string, string>) => ({
    list: () => app.inject({ method: 'GET', url: '/api/product-favourites', headers }),
    add: (product: string) =>
      app.inject({ method: 'POST', url: '/api/product-favourites', headers, payload: { product } }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/product-favourites/${id}`, headers }),
  });

  it('adds by product IRI, id or sku, lists newest first, and adding twice keeps one', async () => {
    const user = as(bearer((await login(app, trade.email, trade.password)).token));
    const pads = await user.add(featuredSkus.brakePadsFocus);
    expect(pads.statusCode, pads.body).toBe(201);
    const iri = pads.json().product['@id'] as string;
    expect(iri).toMatch(/^\/products\//);
    const oil = await user.add(`/products/${(await user.add(featuredSkus.engineOil)).json().product.id}`);
    expect(oil.statusCode).toBe(201);
    expect((await user.add(iri)).json().id).toBe(pads.json().id);
    const list = (await user.list()).json();
    expect(list['hydra:totalItems']).toBe(2);
    expect(list['hydra:member'][0].product.sku).toBe(featuredSkus.engineOil);
  });

  it("removes your own; another user's favourite is not found", async () => {
    const owner = as(bearer((await login(app, trade.email, trade.password)).token));
    const other = as(bearer((await login(app, retail.email, retail.password)).token));
    const favourite = (await owner.add(featuredSkus.wiperBlade650)).json();
    const theirs = await other.remove(favourite.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()['hydra:description']).toBe(favouriteMessages.notFound);
    expect((await owner.remove(favourite.id)).statusCode).toBe(204);
    expect((await owner.remove(favourite.id)).statusCode).toBe(404);
  });

  it('is for logged-in users only, and names an unknown product beside its field', async () => {
    const guest = as(bearer((await guestLogin(app)).token));
    const refused = await guest.list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe(messages.notLoggedIn);
    const user = as(bearer((await login(app, retail.email, retail.password)).token));
    const unknown = await user.add('/products/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().violations).toEqual([{ propertyPath: 'product', message: favouriteMessages.unknownProduct }]);
  });
});
