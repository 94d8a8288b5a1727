import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInformation } from '../../../../../contract/catalogue/schemas';
import { uuidv7 } from '../../../../../contract/ids/uuid-v7';
import type { RepairTaskGroup } from '../../../../../contract/repair-data/schemas';
import {
  partSelectionMessages,
  type PartPrice,
  type WorkOrderPricesAnswer,
} from '../../../../../contract/work-orders/part-selection';
import { workOrderMessages } from '../../../../../contract/work-orders/messages';
import { hundredthsToTime } from '../../../../../contract/work-orders/pricing/time';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { featuredVariants } from '../../../../../server/providers/car-parc';
import { featuredSkus } from '../../../../../server/demo/catalogue/featured';
import { login, retail, trade, tradeIe } from '../../../helpers/session';
import { buildTestApp, testDatabases } from '../../../helpers/test-app';
import { customJob, expectStatus, part, workOrderClient } from '../work-order-client';

const focus = featuredVariants.focusEcoBoost2019.tecdocId;
type Member<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

describe.each(testDatabases)('work-order prices on $name', (database) => {
  let app: FastifyInstance;
  let tablet: ReturnType<typeof workOrderClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
    tablet = workOrderClient(app, (await login(app, trade.email, trade.password)).token);
  });
  afterAll(() => app.close());

  const pricesOf = async (body: object, client = tablet) => {
    const response = await client.send('POST', '/work-orders/prices', body);
    expectStatus(response, 200);
    return response.json<WorkOrderPricesAnswer>();
  };
  const branchStock = (information: ProductInformation, branchId: string | null) =>
    information.stock.find((line) => line.location.id === branchId)?.stock ?? 0;

  it('answers parts’ prices without uplift as a work-order line carries them, in the order asked', async () => {
    const skus = [featuredSkus.engineOil, `/products/${featuredSkus.brakePadsFocus}`, 'NO-SUCH-SKU'];
    const response = await tablet.send(
      'GET',
      `/work-orders/prices-without-uplift?${skus.map((sku) => `skus[]=${encodeURIComponent(sku)}`).join('&')}`,
    );
    expectStatus(response, 200);
    const prices = response.json<Member<PartPrice>>();
    const information = (
      await tablet.send(
        'GET',
        `/products/product-information?skus[]=${featuredSkus.engineOil}&skus[]=${featuredSkus.brakePadsFocus}`,
      )
    ).json<Member<ProductInformation>>()['hydra:member'];
    expect(prices['hydra:totalItems']).toBe(2);
    expect(prices['hydra:member']).toEqual(
      information.map((info) => ({
        sku: info.sku,
        currency: 'GBP',
        price: info.price,
        surcharge: info.surcharge,
        unitPrice: info.priceWithSurcharge,
        taxRate: 2000,
        stockAvailability: branchStock(info, info.preferredBranchId),
      })),
    );
    // An exchange unit's deposit is in the unit price a line charges.
    const alternator = (
      await tablet.send('GET', `/work-orders/prices-without-uplift?skus[]=${featuredSkus.priceOnRequest}`)
    ).json<Member<PartPrice>>()['hydra:member'][0];
    expect(alternator).toMatchObject({ price: 0, surcharge: 4500, unitPrice: 4500 });
  });

  it('prices an Irish account’s parts in euro at the line’s VAT: a fitted part 13.5%, a tool 23%', async () => {
    const irish = workOrderClient(app, (await login(app, tradeIe.email, tradeIe.password)).token);
    const prices = (
      await irish.send(
        'GET',
        `/work-orders/prices-without-uplift?skus[]=${featuredSkus.brakePadsFocus}` +
          `&skus[]=${featuredSkus.hiddenFromWebsite}`,
      )
    ).json<Member<PartPrice>>()['hydra:member'];
    expect(prices.map((price) => [price.sku, price.currency, price.taxRate])).toEqual([
      [featuredSkus.brakePadsFocus, 'EUR', 1350],
      [featuredSkus.hiddenFromWebsite, 'EUR', 2300],
    ]);
  });

  it('answers product information without uplift: the catalogue’s, at the account’s branch, in its list', async () => {
    const response = await tablet.send('POST', '/work-orders/no-uplift-product-information', {
      products: [`/products/${featuredSkus.brakePadsFocus}`, `/products/${featuredSkus.brakeDiscsFocus}`],
      skus: [featuredSkus.brakePadsFocus, 'NO-SUCH-SKU'],
    });
    expectStatus(response, 200);
    const answer = response.json<Member<ProductInformation>>();
    const catalogue = (
      await tablet.send(
        'GET',
        `/products/product-information?skus[]=${featuredSkus.brakePadsFocus}&skus[]=${featuredSkus.brakeDiscsFocus}`,
      )
    ).json<Member<ProductInformation>>();
    expect(answer).toEqual(catalogue);
    expect(answer['hydra:member'][0]?.stock[0]?.location.name).toBe('Leeds Kirkstall');

    const tooMany = await tablet.send('POST', '/work-orders/no-uplift-product-information', {
      skus: Array.from({ length: 101 }, (_, index) => String(100_000 + index)),
    });
    expectStatus(tooMany, 400);
    expect(tooMany.json().violations).toEqual([
      { propertyPath: 'skus', message: partSelectionMessages.tooManySkus(100) },
    ]);
  });

  it('prices a body as a save prices it: the account’s uplift for null, 0 without, another as sent (§4)', async () => {
    const lines = {
      workOrderItems: [part(featuredSkus.brakePadsFocus, 2, 'a0')],
      workOrderJobs: [customJob('Fit front pads', '01:00', 7200, 'a1')],
    };
    const saved = await tablet.create({ id: uuidv7(), vrm: 'WB19 KFD', ...lines });
    expectStatus(saved, 201);
    const order = saved.json<WorkOrder>();

    const pending = await pricesOf({ uplift: null, ...lines });
    expect(pending).toMatchObject({
      currency: 'GBP',
      appliedUplift: order.appliedUplift,
      prices: order.prices,
      numberOfJobs: 1,
      numberOfParts: 2,
      totalTime: '01:00',
    });
    expect(pending.appliedUplift).toBe(10);
    expect(pending.workOrderItems).toEqual([
      {
        id: lines.workOrderItems[0]?.id,
        price: 3895,
        surcharge: 0,
        taxRate: 2000,
        stockAvailability: order.workOrderItems[0]?.stockAvailability,
        multipleOfSaleQuantity: 1,
      },
    ]);
    expect(pending.workOrderJobs).toEqual([{ id: lines.workOrderJobs[0]?.id, taxRate: 2000, calculatedTime: '01:00' }]);
    // Left out, the uplift is the account's default, as null is.
    expect((await pricesOf(lines)).prices).toEqual(pending.prices);

    const none = await pricesOf({ uplift: 0, ...lines });
    expect(none.appliedUplift).toBe(0);
    expect(none.prices.workOrderSummary).toEqual(order.prices.withoutUplift);
    // 1 h at £72 with 25% uplift is £90 of labour; parts never carry uplift.
    const stored = await pricesOf({ uplift: 25, ...lines });
    expect(stored.prices.workOrderJobs.labourPrice.excTax).toBe(9000);
    expect(stored.prices.workOrderItems.partPrice.excTax).toBe(2 * 3895);
  });

  it('overlaps repair-time jobs of the vehicle as a save does: pads with discs and pads are covered', async () => {
    const tree = (await tablet.send('GET', `/repair-data/repair-tasks?tecdocId=${focus}`)).json<{
      'hydra:member': RepairTaskGroup[];
    }>();
    const tasks = tree['hydra:member'].flatMap((group) => group.subgroups).flatMap((subgroup) => subgroup.tasks);
    const job = (description: string, position: string) => {
      const task = tasks.find((candidate) => candidate.description === description);
      return {
        id: uuidv7(),
        position,
        job: task?.id ?? null,
        description,
        labourRate: { id: 'mechanical', rate: 7200 },
        time: hundredthsToTime(task?.value ?? 0),
      };
    };
    const discs = job('Front brake discs and pads - renew', 'a0');
    const pads = job('Front brake pads - renew', 'a1');
    const answer = await pricesOf({ tecdocId: focus, uplift: 0, workOrderJobs: [discs, pads] });
    expect(answer.workOrderJobs).toEqual([
      { id: discs.id, taxRate: 2000, calculatedTime: discs.time },
      { id: pads.id, taxRate: 2000, calculatedTime: '00:00' },
    ]);
    expect(answer.totalTime).toBe(discs.time);
  });

  it('refuses a body out of bounds beside its field, and a person without a trade account', async () => {
    const refused = await tablet.send('POST', '/work-orders/prices', {
      uplift: 101,
      workOrderItems: [{ ...part(featuredSkus.brakePadsFocus), quantity: 0 }],
    });
    expectStatus(refused, 400);
    expect(refused.json().violations).toEqual([
      { propertyPath: 'uplift', message: workOrderMessages.uplift },
      { propertyPath: 'workOrderItems[0].quantity', message: workOrderMessages.quantity },
    ]);
    // Each job's time is one HH:MM holds, their total is not: a request to fix, not a server error.
    const long = await tablet.send('POST', '/work-orders/prices', {
      workOrderJobs: ['a0', 'a1'].map((position) => customJob('Restoration', '600:00', 7200, position)),
    });
    expectStatus(long, 422);
    expect(long.json()['hydra:description']).toBe(partSelectionMessages.noPrice);

    const retailTablet = workOrderClient(app, (await login(app, retail.email, retail.password)).token);
    for (const [method, url, body] of [
      ['POST', '/work-orders/prices', {}],
      ['GET', `/work-orders/prices-without-uplift?skus[]=${featuredSkus.brakePadsFocus}`, undefined],
      ['POST', '/work-orders/no-uplift-product-information', { skus: [featuredSkus.brakePadsFocus] }],
    ] as const) {
      const response = await retailTablet.send(method, url, body);
      expectStatus(response, 403);
      expect(response.json()['hydra:description']).toMatch(/trade account/);
      expectStatus(await app.inject({ method, url: `/api${url}`, ...(body ? { payload: body } : {}) }), 401);
    }
  });
});
