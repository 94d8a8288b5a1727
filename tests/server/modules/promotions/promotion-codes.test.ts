import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '../../../../contract/basket/schemas';
import { promotionMessages } from '../../../../contract/promotions/messages';
import { featuredSkus } from '../../../../server/demo/catalogue/featured';
import { createTestClock } from '../../helpers/clock';
import { guestLogin, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';
import { basketClient, expectStatus } from '../basket/basket-client';
import { tuesdayMorning } from '../basket/commerce-fixtures';

describe.each(testDatabases)('promotion codes on $name', (database) => {
  let app: FastifyInstance;
  let retailClient: ReturnType<typeof basketClient>;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database, { clock: createTestClock(tuesdayMorning) }));
    retailClient = basketClient(app, (await login(app, retail.email, retail.password)).token);
  });
  afterAll(() => app.close());

  const refusal = async (basket: Basket, codes: string[], client = retailClient) => {
    const response = await client.promotions(basket.id, codes);
    expectStatus(response, 422);
    return response.json().violations;
  };

  it('BRAKES15 takes 15% off braking lines only, half-up per line', async () => {
    const basket = await retailClient.basketWith([
      [featuredSkus.brakePadsFocus, 1],
      [featuredSkus.engineOil, 1],
    ]);
    const applied = await retailClient.promotions(basket.id, ['brakes15']);
    expectStatus(applied, 200);
    const result = applied.json<Basket>();
    expect(result.promotions).toEqual([
      expect.objectContaining({ promotionCode: 'BRAKES15', name: '15% off braking' }),
    ]);
    expect(result.promotions[0]?.rule).toMatchObject({
      kind: 'percentOffCategory',
      percentBasisPoints: 1500,
      tradeOnly: false,
    });
    // 15% of £38.95 = £5.8425 → £5.84; the oil is not braking.
    expect(result.lines.map((line) => line.discount.excTax)).toEqual([584, 0]);
    expect(result.lines[0]?.promotions).toEqual([{ promotionCode: 'BRAKES15' }]);
    expect(result.totals).toMatchObject({ itemsExcTax: 7890, discountExcTax: 584, totalExcTax: 7306 });
    expect(result.totals.promotions).toEqual([{ promotionCode: 'BRAKES15', discountExcTax: 584 }]);
    expect(await refusal(result, ['BRAKES15'])).toEqual([
      { propertyPath: 'promoCodes', message: promotionMessages.alreadyInBasket },
    ]);
    expect(promotionMessages.alreadyInBasket).toBe('This promotion is already in your basket.');
  });

  it('SAVE10 needs £100 of goods excluding VAT, then takes £10 spread over the lines', async () => {
    const small = await retailClient.basketWith([[featuredSkus.engineOil, 1]]);
    expect(await refusal(small, ['SAVE10'])).toEqual([
      { propertyPath: 'promoCodes', message: 'Spend £100.00 or more (excluding VAT) to use this promotion.' },
    ]);
    const big = await retailClient.basketWith([
      [featuredSkus.engineOil, 2],
      [featuredSkus.brakeDiscsFocus, 1],
    ]);
    const result = (await retailClient.promotions(big.id, ['SAVE10'])).json<Basket>();
    expect(result.totals.discountExcTax).toBe(1000);
    expect(result.lines.reduce((sum, line) => sum + line.discount.excTax, 0)).toBe(1000);
  });

  it('FREEDEL makes next-day delivery free', async () => {
    const basket = await retailClient.basketWith([[featuredSkus.engineOil, 1]]);
    const shipped = (
      await retailClient.update(basket.id, { shipping: { service: 'next-day-delivery', date: '2026-03-11' } })
    ).json<Basket>();
    expect(shipped.totals).toMatchObject({ shippingExcTax: 695, totalExcTax: 4690, totalTax: 938, totalIncTax: 5628 });
    const free = (await retailClient.promotions(basket.id, ['FREEDEL'])).json<Basket>();
    expect(free.totals).toMatchObject({ shippingExcTax: 0, shippingDiscountExcTax: 695, totalIncTax: 4794 });
    expect(free.totals.promotions).toEqual([{ promotionCode: 'FREEDEL', discountExcTax: 695 }]);
  });

  it(
    'refuses WINTER24 (ended), an unknown code, ' + 'and TRADE5 for a retail customer; one refused code adds none',
    async () => {
      const basket = await retailClient.basketWith([[featuredSkus.engineOil, 1]]);
      expect(await refusal(basket, ['WINTER24'])).toEqual([
        { propertyPath: 'promoCodes', message: promotionMessages.expired },
      ]);
      expect(await refusal(basket, ['NOPE2026'])).toEqual([
        { propertyPath: 'promoCodes', message: promotionMessages.unknownCode },
      ]);
      expect(await refusal(basket, ['FREEDEL', 'TRADE5'])).toEqual([
        { propertyPath: 'promoCodes', message: promotionMessages.tradeOnly },
      ]);
      expect((await retailClient.get(basket.id)).json().promotions).toEqual([]);
      const guest = basketClient(app, (await guestLogin(app)).token);
      const guestBasket = await guest.basketWith([[featuredSkus.engineOil, 1]]);
      expect(await refusal(guestBasket, ['TRADE5'], guest)).toEqual([
        { propertyPath: 'promoCodes', message: promotionMessages.tradeOnly },
      ]);
    },
  );

  it('TRADE5 takes 5% off everything for a trade account', async () => {
    const client = basketClient(app, (await login(app, trade.email, trade.password)).token);
    const basket = await client.basketWith([
      [featuredSkus.engineOil, 1],
      [featuredSkus.wiperBlade650, 1],
    ]);
    const result = (await client.promotions(basket.id, ['TRADE5'])).json<Basket>();
    // 5% of £39.95 = £1.9975 → £2.00; of £14.95 = £0.7475 → £0.75.
    expect(result.lines.map((line) => line.discount.excTax)).toEqual([200, 75]);
  });

  it('takes a code out of the basket again', async () => {
    const basket = await retailClient.basketWith([[featuredSkus.brakePadsFocus, 1]]);
    await retailClient.promotions(basket.id, ['BRAKES15']);
    const removed = await retailClient.removePromotion(basket.id, 'brakes15');
    expectStatus(removed, 200);
    expect(removed.json()).toMatchObject({ promotions: [], totals: { discountExcTax: 0 } });
    const notThere = await retailClient.removePromotion(basket.id, 'BRAKES15');
    expectStatus(notThere, 404);
    expect(notThere.json()['hydra:description']).toBe(promotionMessages.notInBasket);
  });
});
