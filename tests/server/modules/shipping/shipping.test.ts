import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '../../../../contract/basket/schemas';
import { shippingMessages } from '../../../../contract/shipping/messages';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { createTestClock, type TestClock } from '../../helpers/clock';
import { login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from '../basket/basket-client';
import { tuesdayMorning } from '../basket/commerce-fixtures';

describe.each(testDatabases)('shipping services and choices on $name', (database) => {
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock(tuesdayMorning);
    ({ app } = await buildTestApp(database, { clock }));
  });
  afterAll(() => app.close());

  it('lists the active services for anyone, as the checkout asks for them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/shipping-services?status=active&itemsPerPage=1000' });
    expectStatus(response, 200);
    const list = response.json();
    expect(list['hydra:totalItems']).toBe(3);
    expect(list['hydra:member']).toEqual([
      expect.objectContaining({
        code: 'click-and-collect',
        kind: 'collect',
        priceExcTax: 0,
        tradeOnly: false,
        status: 'active',
      }),
      expect.objectContaining({
        code: 'next-day-delivery',
        kind: 'delivery',
        priceExcTax: 695,
        freeOverExcTax: 7500,
        taxRate: 2000,
      }),
      expect.objectContaining({
        code: 'same-day-van',
        kind: 'van',
        tradeOnly: true,
        cutOffTime: '14:00',
        sundays: false,
      }),
    ]);
    expect(response.headers['cache-control']).toContain('public');
  });

  it('refuses a date the service cannot run, with a hydra:description to show', async () => {
    const client = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const basket = await client.basketWith([[featuredSkus.engineOil, 1]]);
    const refused = async (service: string, date: string) => {
      const response = await client.update(basket.id, { shipping: { service, date } });
      expectStatus(response, 422);
      return response.json()['hydra:description'];
    };
    expect(await refused('next-day-delivery', '2026-03-09')).toBe(shippingMessages.pastDate);
    expect(await refused('next-day-delivery', '2026-03-15')).toBe(shippingMessages.noSundays);
    expect(await refused('next-day-delivery', '2026-03-10')).toBe(
      shippingMessages.earliest('Next-day delivery', '2026-03-11'),
    );
    expect(await refused('same-day-van', '2026-03-10')).toBe(shippingMessages.tradeOnly);
    expect(await refused('hovercraft', '2026-03-10')).toBe(shippingMessages.unknownService);
    expect((await client.get(basket.id)).json()).toMatchObject({ shipping: null, version: 1 });

    const chosen = await client.update(basket.id, { shipping: { service: 'next-day-delivery', date: '2026-03-11' } });
    expectStatus(chosen, 200);
    expect(chosen.json<Basket>()).toMatchObject({
      shipping: { service: 'next-day-delivery', date: '2026-03-11' },
      version: 2,
    });
    const cleared = await client.update(basket.id, { shipping: null });
    expect(cleared.json<Basket>()).toMatchObject({ shipping: null, totals: { shippingExcTax: 0 } });
  });

  it('books the same-day van for trade before 14:00 UK time, and not after', async () => {
    const client = basketClient(app, (await login(app, trade.email, trade.password)).token);
    const basket = await client.basketWith([[featuredSkus.engineOil, 1]]);
    expectStatus(await client.update(basket.id, { shipping: { service: 'same-day-van', date: '2026-03-10' } }), 200);
    clock.advance(4.5 * 3600); // 14:30
    const late = basketClient(app, (await login(app, trade.email, trade.password)).token);
    const refused = await late.update(basket.id, { shipping: { service: 'same-day-van', date: '2026-03-10' } });
    expectStatus(refused, 422);
    expect(refused.json()['hydra:description']).toBe('Same-day van delivery must be booked before 14:00.');
    expectStatus(await late.update(basket.id, { shipping: { service: 'same-day-van', date: '2026-03-11' } }), 200);
  });

  it('makes next-day delivery free over £75 of goods excluding VAT', async () => {
    const client = basketClient(app, (await login(app, retail.email, retail.password)).token);
    const basket = await client.basketWith([[featuredSkus.engineOil, 2]]);
    const shipped = (
      await client.update(basket.id, { shipping: { service: 'next-day-delivery', date: '2026-03-12' } })
    ).json<Basket>();
    expect(shipped.totals).toMatchObject({ itemsExcTax: 7990, shippingExcTax: 0 });
  });
});
