import { describe, expect, it } from 'vitest';
import { fastifyPath, routePath, routes } from '../../contract/routes';

describe('routePath', () => {
  it('gives paths without parameters as they are', () => {
    expect(routePath('login')).toBe('/auth');
    expect(routePath('me')).toBe('/me');
  });

  it('fills and URL-encodes parameters', () => {
    expect(routePath('getUser', { id: 'abc-1' })).toBe('/users/abc-1');
    expect(routePath('changePassword', { id: 'a/b c' })).toBe('/users/a%2Fb%20c/change-password');
    expect(routePath('changeBabbageAccount', { id: '42' })).toBe('/users/change-babbage-account/42');
  });

  it('throws for a missing parameter', () => {
    expect(() => routePath('getUser')).toThrow('Missing route parameter id for getUser');
  });

  it('has the specification paths and methods', () => {
    expect(routes.login).toMatchObject({ method: 'POST', path: '/auth' });
    expect(routes.refreshToken).toMatchObject({ method: 'POST', path: '/token/refresh' });
    expect(routes.updatePassword).toMatchObject({ method: 'POST', path: '/users/update-password' });
    expect(fastifyPath('getUser')).toBe('/users/:id');
  });
});
