import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteShare, SharedQuote, Quote } from '../../../../contract/quotes/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { bearer, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus, quoteClient } from './quote-client';

describe.each(testDatabases)('quote share links on $name', (database) => {
  let app: FastifyInstance;
  let clock: TestClock;
  const counter = async () => quoteClient(app, (await login(app, trade.email, trade.password)).token);
  const anyone = () => quoteClient(app, null);

  beforeAll(async () => {
    clock = createTestClock(Date.parse('2026-11-27T10:00:00Z'));
    ({ app } = await buildTestApp(database, { clock }));
  });
  afterAll(() => app.close());

  it('makes one unguessable link, reused each time, that opens without an account', async () => {
    const device = await counter();
    const quote = await device.quoteWith(
      [
        [featuredSkus.brakePadsFocus, 2],
        [featuredSkus.fittingKitFocus, 1],
      ],
      { customerName: 'Mrs A. Patel', customerPhone: '07700 900123' },
    );
    // Reading makes no link (a crawler or a link preview follows GETs): only the POST does.
    expectStatus(await device.send('GET', `/wishlists/${quote.id}/share`), 404);
    expect((await device.get(quote.id)).json<Quote>().shared).toBe(false);
    const first = await device.send('POST', `/wishlists/${quote.id}/share`);
    expectStatus(first, 200);
    const share = first.json<QuoteShare>();
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(share).toEqual({
      token: share.token,
      url: `http://workbay.test/shared-quotes/${share.token}`,
      expiresAt: '2026-12-12T00:00:00.000Z',
    });
    expect((await device.send('POST', `/wishlists/${quote.id}/share`)).json<QuoteShare>()).toEqual(share);
    expect((await device.send('GET', `/wishlists/${quote.id}/share`)).json<QuoteShare>()).toEqual(share);
    expect((await device.get(quote.id)).json<Quote>().shared).toBe(true);

    const opened = await anyone().send('GET', `/shared-quotes/${share.token}`);
    expectStatus(opened, 200);
    const seen = opened.json<SharedQuote>();
    expect(seen).toMatchObject({
      name: quote.name,
      customerName: 'Mrs A. Patel',
      currency: 'GBP',
      validUntil: '2026-12-11',
      totals: quote.totals,
      issuedBy: 'Leeds Kirkstall',
      items: [
        { product: '/products/100001', quantity: 2, unitPrice: { excTax: 3895 }, lineTotal: { excTax: 7790 } },
        { product: '/products/100003', quantity: 1, unitPrice: { excTax: 895 }, lineTotal: { excTax: 895 } },
      ],
    });
    // The maker's own notes on the customer stay theirs.
    expect(JSON.stringify(seen)).not.toContain('07700');
    // Another person cannot make or withdraw a link to it.
    const other = quoteClient(app, (await login(app, retail.email, retail.password)).token);
    expectStatus(await other.send('GET', `/wishlists/${quote.id}/share`), 404);
    expectStatus(await other.send('POST', `/wishlists/${quote.id}/share`), 404);
    expectStatus(await other.send('DELETE', `/wishlists/${quote.id}/share`), 404);
  });

  it('withdrawn, the link answers 404 saying so; asked again, a new link is made', async () => {
    const device = await counter();
    const quote = await device.quoteWith([[featuredSkus.brakePadsFocus, 1]]);
    const old = (await device.send('POST', `/wishlists/${quote.id}/share`)).json<QuoteShare>();
    expectStatus(await device.send('DELETE', `/wishlists/${quote.id}/share`), 204);
    const revoked = await anyone().send('GET', `/shared-quotes/${old.token}`);
    expectStatus(revoked, 404);
    expect(revoked.json()).toMatchObject({
      'hydra:description':
        'This quote link does not work: it was withdrawn, or the address is not quite right. ' +
        'Please ask for a new link.',
    });
    expect((await device.get(quote.id)).json<Quote>().shared).toBe(false);
    const renewed = (await device.send('POST', `/wishlists/${quote.id}/share`)).json<QuoteShare>();
    expect(renewed.token).not.toBe(old.token);
    expectStatus(await anyone().send('GET', `/shared-quotes/${renewed.token}`), 200);
    // A deleted quote's link goes with it.
    expectStatus(await device.send('DELETE', `/wishlists/${quote.id}`), 204);
    expectStatus(await anyone().send('GET', `/shared-quotes/${renewed.token}`), 404);
  });

  it('runs out with the quote: after its last day the link answers 404 with the date', async () => {
    const device = await counter();
    const quote = await device.quoteWith([[featuredSkus.brakePadsFocus, 1]], { validUntil: '2026-11-30' });
    const share = (await device.send('POST', `/wishlists/${quote.id}/share`)).json<QuoteShare>();
    expect(share.expiresAt).toBe('2026-12-01T00:00:00.000Z');
    clock.advance(3 * 24 * 60 * 60);
    expectStatus(await anyone().send('GET', `/shared-quotes/${share.token}`), 200);
    clock.advance(24 * 60 * 60);
    const expired = await anyone().send('GET', `/shared-quotes/${share.token}`);
    expectStatus(expired, 404);
    expect(expired.json()).toMatchObject({
      'hydra:description':
        'This quote ran out on 30 November 2026: its prices no longer hold. Please ask for a new quote.',
    });
    // Its maker is told why it cannot be shared until its date moves on.
    const later = await counter();
    const refused = await later.send('POST', `/wishlists/${quote.id}/share`);
    expectStatus(refused, 422);
    expect(refused.json()).toMatchObject({ violations: [{ propertyPath: 'validUntil' }] });
    const moved = await later.changes(quote.id, [
      { op: 'setFields', base: { validUntil: '2026-11-30' }, set: { validUntil: '2026-12-14' } },
    ]);
    expectStatus(moved, 200);
    // The same link works again, to the new date.
    expectStatus(await anyone().send('GET', `/shared-quotes/${share.token}`), 200);
    expect((await later.send('GET', `/wishlists/${quote.id}/share`)).json<QuoteShare>()).toEqual({
      ...share,
      expiresAt: '2026-12-15T00:00:00.000Z',
    });
  });

  it('links open on the host the person is on; an Origin naming another host gets APP_URL', async () => {
    const device = await counter();
    const quote = await device.quoteWith([[featuredSkus.brakePadsFocus, 1]]);
    const { token } = await login(app, trade.email, trade.password);
    const make = (host: string, origin?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/wishlists/${quote.id}/share`,
        headers: { ...bearer(token), host, ...(origin ? { origin } : {}) },
      });
    const here = (await make('branch.workbay.test', 'https://branch.workbay.test')).json<QuoteShare>();
    expect(here.url).toBe(`https://branch.workbay.test/shared-quotes/${here.token}`);
    const elsewhere = (await make('branch.workbay.test', 'https://evil.example')).json<QuoteShare>();
    expect(elsewhere.url).toBe(`http://workbay.test/shared-quotes/${here.token}`);
    expect((await make('branch.workbay.test')).json<QuoteShare>().url).toBe(
      `http://workbay.test/shared-quotes/${here.token}`,
    );
  });

  it('an unknown token is the same 404 as a withdrawn one', async () => {
    expectStatus(await anyone().send('GET', '/shared-quotes/not-a-real-token'), 404);
  });
});
