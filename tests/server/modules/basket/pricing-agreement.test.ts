import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBasket, pricingInputOf } from '../../../../contract/basket/pricing';
import type { Basket } from '../../../../contract/basket/schemas';
import type { ProductSummary } from '../../../../contract/catalogue/schemas';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { unitPriceFor } from '../../../../contract/basket/unit-price';
import { vatRateFor } from '../../../../contract/money/exchange';
import type { PriceListCurrency } from '../../../../contract/money/price-list';
import type { ShippingService } from '../../../../contract/shipping/schemas';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { demoPromotions } from '../../../../server/demo/commerce/promotions';
import { demoShippingServices } from '../../../../server/demo/commerce/shipping-services';
import { createTestClock } from '../../helpers/clock';
import { login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from './basket-client';
import { tuesdayMorning } from './commerce-fixtures';

/**
 * The client prices a basket offline with contract/basket/pricing.ts from what it holds: the
 * catalogue's product read in the basket's price list (its UK VAT rate), the basket's promotion
 * rules and the shipping services. Over many generated baskets, that provisional total equals the
 * server's to the penny (or cent).
 */
const skus = [
  featuredSkus.brakePadsFocus,
  featuredSkus.brakeDiscsFocus,
  featuredSkus.fittingKitFocus,
  featuredSkus.trwPadsFocus,
  featuredSkus.oilFilterGolf,
  featuredSkus.wiperBlade650,
  featuredSkus.engineOil,
];

/** The demo's shipping services and the promotion codes still running on the test's day. */
const shippingCodes = demoShippingServices.map((service) => service.code);
const tradeOnlyShipping = new Set(
  demoShippingServices.filter((service) => service.tradeOnly).map((service) => service.code),
);
const liveCodes = demoPromotions
  .filter(
    ({ startsAt, endsAt }) =>
      startsAt.getTime() <= tuesdayMorning && (endsAt === null || endsAt.getTime() > tuesdayMorning),
  )
  .map((promotion) => promotion.code);

describe.each(testDatabases)('server and offline pricing agree on $name', (database) => {
  let app: FastifyInstance;
  let clients: Record<'retail' | 'trade', ReturnType<typeof basketClient>>;
  let services: ShippingService[];
  const products: Record<PriceListCurrency, Map<string, ProductSummary>> = { GBP: new Map(), EUR: new Map() };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { clock: createTestClock(tuesdayMorning) }));
    clients = {
      retail: basketClient(app, (await login(app, retail.email, retail.password)).token),
      trade: basketClient(app, (await login(app, trade.email, trade.password)).token),
    };
    services = (
      await app.inject({ method: 'GET', url: '/api/shipping-services?status=active&itemsPerPage=1000' })
    ).json()['hydra:member'];
    for (const currency of ['GBP', 'EUR'] as const) {
      const bySkus = await app.inject({
        method: 'POST',
        url: `/api/storefront/products-by-skus?currency=${currency}`,
        payload: { skus },
      });
      for (const product of bySkus.json()['hydra:member'] as ProductSummary[])
        products[currency].set(product.sku, product);
    }
  });
  afterAll(() => app.close());

  const scenario = fc.record({
    who: fc.constantFrom('retail' as const, 'trade' as const),
    currency: fc.constantFrom('GBP' as const, 'EUR' as const),
    lines: fc.array(fc.record({ sku: fc.constantFrom(...skus), quantity: fc.integer({ min: 1, max: 40 }) }), {
      minLength: 1,
      maxLength: 6,
    }),
    codes: fc.subarray(liveCodes),
    shipping: fc.constantFrom(null, ...shippingCodes),
  });

  it('to the penny, over many baskets', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ who, currency, lines, codes, shipping }) => {
        const client = clients[who];
        const isTrade = who === 'trade';
        const created = await client.create({
          currency,
          lines: lines.map(({ sku, quantity }) => ({ id: uuidv7(), product: `/products/${sku}`, quantity })),
        });
        expectStatus(created, 201);
        const id = created.json<Basket>().id;
        if (shipping && (isTrade || !tradeOnlyShipping.has(shipping))) {
          expectStatus(await client.update(id, { shipping: { service: shipping, date: '2026-03-11' } }), 200);
        }
        for (const code of codes) await client.promotions(id, [code]); // refused ones simply stay out
        const server = (await client.get(id)).json<Basket>();

        // What the client would hold offline: its own unit prices from the catalogue's product.
        const offline: Basket = {
          ...server,
          lines: server.lines.map((line) => {
            const product = products[server.currency].get(line.item.sku);
            if (!product) throw new Error(`no product ${line.item.sku}`);
            return {
              ...line,
              unitPrice: { excTax: unitPriceFor(product, server.currency) },
              taxRate: vatRateFor(product.taxRate, server.currency),
            };
          }),
        };
        const provisional = priceBasket(pricingInputOf(offline, services, isTrade, new Date(tuesdayMorning)));
        expect(provisional).toEqual(server.totals);
      }),
      { numRuns: 40, seed: 20261122 },
    );
  }, 120_000);
});
