import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLines } from '../../../../server/modules/basket/basket-view';
import type { LineRecord } from '../../../../server/modules/basket/baskets.repository';
import { withHeldPrices } from '../../../../server/modules/basket/price-holds';
import type { LinePriceHold } from '../../../../server/modules/basket/price-holds.repository';

const lineId = '01936b2e-0000-7000-8000-0000000a0001';
const productId = '01936b2e-0000-7000-8000-0000000b0001';
const quoteId = '01936b2e-0000-7000-8000-0000000c0001';
const day = 24 * 3600 * 1000;
const start = Date.parse('2026-03-10T00:00:00Z');

const record = (price: number, surcharge: number): LineRecord => ({
  id: lineId,
  product_id: productId,
  product_variant: null,
  quantity: 2,
  vehicle_options: null,
  sku: 'SKU-1',
  name: 'Brake discs',
  price,
  surcharge,
  price_eur: price,
  surcharge_eur: surcharge,
  tax_rate: 2000,
  brand_name: 'Brembo',
  category_name: 'Brakes',
  category_ids: ['1'],
});

/** The unit price the basket's answer (and so checkout, the order and its invoice) charges. */
const charged = (line: LineRecord, holds: LinePriceHold[], currency: 'GBP' | 'EUR', now: Date) =>
  priceLines(
    { currency, lines: withHeldPrices([line], holds, currency, now), promotions: [], shipping: null },
    [],
    true,
    now,
  ).lines[0]!;

/**
 * The held-price invariant (issue 43): a basket line made from a quote is charged the quoted unit
 * price while the hold is valid (today's when lower: a hold is a ceiling), and the catalogue's price
 * (with surcharge) from the moment it ends.
 */
describe('a quote’s price hold on a basket line', () => {
  it('charges the quoted price while the hold lasts and the catalogue’s after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 30 * day }),
        fc.integer({ min: -30 * day, max: 30 * day }),
        fc.constantFrom<'GBP' | 'EUR'>('GBP', 'EUR'),
        (catalogue, surcharge, quoted, holdLength, offset, currency) => {
          const heldUntil = new Date(start + holdLength);
          const now = new Date(heldUntil.getTime() + offset);
          const hold = { lineId, productId, quoteId, currency, unitPriceExcTax: quoted, heldUntil };
          const line = charged(record(catalogue, surcharge), [hold], currency, now);
          if (now < heldUntil && quoted <= catalogue + surcharge) {
            expect(line.unitPrice.excTax).toBe(quoted);
            expect(line.priceHold).toEqual({
              quoteId,
              unitPrice: { excTax: quoted },
              heldUntil: heldUntil.toISOString(),
            });
            expect(line.linePriceTotal.excTax).toBe(quoted * 2);
          } else {
            expect(line.unitPrice.excTax).toBe(catalogue + surcharge);
            expect(line.priceHold).toBeUndefined();
          }
        },
      ),
    );
  });

  it('holds only for the part and currency it was given for', () => {
    const now = new Date(start);
    const hold = {
      lineId,
      productId,
      quoteId,
      currency: 'GBP' as const,
      unitPriceExcTax: 7450,
      heldUntil: new Date(start + day),
    };
    expect(charged(record(8200, 0), [hold], 'GBP', now).unitPrice.excTax).toBe(7450);
    expect(charged(record(8200, 0), [{ ...hold, productId: quoteId }], 'GBP', now).unitPrice.excTax).toBe(8200);
    expect(charged(record(8200, 0), [hold], 'EUR', now).unitPrice.excTax).toBe(8200);
    expect(charged(record(8200, 0), [], 'GBP', now).priceHold).toBeUndefined();
  });
});
