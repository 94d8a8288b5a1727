import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { authRoutes } from '../../../contract/auth/routes';
import { defineRoutes, fastifyPath, routePath, type RequestParts } from '../../../contract/http/route';
import { allRoutes, routes } from '../../../contract/routes';
import { tradeAccountRoutes } from '../../../contract/trade-accounts/routes';
import { userRoutes } from '../../../contract/users/routes';

describe('routePath', () => {
  it('gives paths without parameters as they are', () => {
    expect(routePath(authRoutes.login)).toBe('/auth');
    expect(routePath(authRoutes.me)).toBe('/me');
  });

  it('fills and URL-encodes parameters', () => {
    expect(routePath(userRoutes.getUser, { id: 'abc-1' })).toBe('/users/abc-1');
    expect(routePath(userRoutes.changePassword, { id: 'a/b c' })).toBe('/users/a%2Fb%20c/change-password');
    expect(routePath(tradeAccountRoutes.changeBabbageAccount, { id: '42' })).toBe('/users/change-babbage-account/42');
  });

  it('throws for a missing parameter', () => {
    expect(() => routePath(userRoutes.getUser)).toThrow('Missing route parameter id for getUser');
  });

  it('has the specification paths and methods', () => {
    expect(routes.login).toMatchObject({ method: 'POST', path: '/auth', name: 'login', domain: 'auth' });
    expect(routes.refreshToken).toMatchObject({ method: 'POST', path: '/token/refresh' });
    expect(routes.updatePassword).toMatchObject({ method: 'POST', path: '/users/update-password', domain: 'users' });
    expect(fastifyPath(routes.getUser)).toBe('/users/:id');
  });
});

describe('the merged route table', () => {
  it('has each name once, and each method and path once', () => {
    const names = allRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    const endpoints = allRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    expect(Object.keys(routes).sort()).toEqual([...names].sort());
  });

  it('names each route after its key', () => {
    for (const [name, route] of Object.entries(routes)) expect(route.name).toBe(name);
  });
});

describe('typed calls', () => {
  const group = defineRoutes('demo', {
    item: {
      method: 'PUT',
      path: '/items/{id}',
      summary: 'Demo',
      auth: 'user',
      body: z.object({ quantity: z.number() }),
      query: z.object({ page: z.optional(z.string()) }),
    },
  });

  it('needs the body and the path parameters the route declares', () => {
    expect(group.item).toMatchObject({ name: 'item', domain: 'demo' });
    const ok: RequestParts<typeof group.item> = { params: { id: '1' }, body: { quantity: 2 } };
    expect(ok.body.quantity).toBe(2);
    // @ts-expect-error a wrong body does not compile
    const wrongBody: RequestParts<typeof group.item> = { params: { id: '1' }, body: { quantity: 'two' } };
    // @ts-expect-error a missing path parameter does not compile
    const noParams: RequestParts<typeof group.item> = { body: { quantity: 2 } };
    // @ts-expect-error a body on a route without one does not compile
    const extraBody: RequestParts<typeof authRoutes.me> = { body: { a: 1 } };
    expect([wrongBody, noParams, extraBody]).toHaveLength(3);
  });
});
