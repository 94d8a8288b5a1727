import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote, QuoteSummary } from '../../../../contract/quotes/schemas';
import { deterministicUuid } from '../../../../server/demo/deterministic-uuid';
import { sql } from 'drizzle-orm';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { loadDemoQuotes } from '../../../../server/demo/quotes/load';
import { login, trade, tradeIe } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { expectStatus, quoteClient } from '../../modules/quotes/quote-client';

type Page = { 'hydra:member': QuoteSummary[]; 'hydra:totalItems': number };

describe.each(testDatabases)('the demo quotes on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
  });
  afterAll(() => app.close());

  it('gives the GB trade user a week of believable quotes, newest first, one run out', async () => {
    const counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
    const list = (await counter.send('GET', '/storefront/wishlists/get-by-user')).json<Page>();
    expect(list['hydra:totalItems']).toBe(5);
    expect(list['hydra:member'].map((quote) => quote.name)).toEqual([
      'Wiper blades – counter enquiry',
      'Brake job – Mrs Patel’s Focus WB19 KFD',
      'Service kit – Holroyd Plumbing Transit P4 RTS',
      'Clutch and flywheel – Transit P4 RTS',
      'Oil service – Mr Whitaker’s Golf WB16 GLF',
    ]);
    const patel = list['hydra:member'][1]!;
    const quote = (await counter.get(patel.id)).json<Quote>();
    expect(quote).toMatchObject({
      currency: 'GBP',
      customerName: 'Mrs A. Patel',
      vehicle: { registration: 'WB19 KFD' },
    });
    expect(quote.items.map((line) => [line.product, line.unitPrice.excTax])).toEqual([
      ['/products/100001', 3895],
      ['/products/100002', 7450],
      ['/products/100003', 895],
    ]);
    // The oldest ran out: its link cannot be made until its date moves on.
    const old = list['hydra:member'][4]!;
    expectStatus(await counter.send('POST', `/wishlists/${old.id}/share`), 422);
  });

  it('gives the Irish trade user quotes in euros', async () => {
    const irish = quoteClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const list = (await irish.send('GET', '/wishlists')).json<Page>();
    expect(list['hydra:member'].map((quote) => [quote.name, quote.currency])).toEqual([
      ['Service – Mr Murphy’s Corolla 191-D-12345', 'EUR'],
      ['Front pads – Focus, phone enquiry', 'EUR'],
    ]);
  });

  it('makes the same quotes under the same ids, and none again where a person has quotes', async () => {
    expect(await loadDemoQuotes(handle.db)).toBe(0);
    const counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
    const ids = (await counter.send('GET', '/wishlists')).json<Page>()['hydra:member'].map((quote) => quote.id);
    expect(ids).toHaveLength(5);
    expect(ids).toContain(deterministicUuid('quote:trade@workbay.test:patel-focus-brakes'));
  });

  it('leaves out a part the catalogue lacks (one loaded before it was featured), and still starts', async () => {
    // The wiper blade's order lines, then the part itself: a catalogue without it.
    await queryRows(handle.db, sql`DELETE FROM quotes`);
    await queryRows(handle.db, sql`DELETE FROM products WHERE sku = ${featuredSkus.wiperBlade650}`);
    // The counter's wiper enquiry had only that part: it is not made.
    expect(await loadDemoQuotes(handle.db)).toBe(6);
    const counter = quoteClient(app, (await login(app, trade.email, trade.password)).token);
    const transit = (
      await counter.get(deterministicUuid('quote:trade@workbay.test:transit-service-kit'))
    ).json<Quote>();
    expect(transit.items.map((line) => line.product)).toEqual([`/products/${featuredSkus.engineOil}`]);
  });
});
