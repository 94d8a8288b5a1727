import { describe, expect, it } from 'vitest';
import { priceBasket } from '../../../../contract/basket/pricing';
import type { Quote } from '../../../../contract/quotes/schemas';
import {
  NO_HOLD_NOTICE,
  PRICE_NOTICE,
  PROVISIONAL_NOTICE,
  quoteDay,
  quoteFileName,
  quoteModel,
} from '../../../../src/print/quote/quote-model';
import { sampleItem, sampleQuote, sampleSeller } from './sample-quote';

const printedAt = new Date('2026-11-27T10:00:00.000Z');
const modelOf = (quote: Quote, provisional = false) =>
  quoteModel({ quote, seller: sampleSeller, provisional, printedAt });
const value = (pairs: { label: string; value: string }[], label: string) =>
  pairs.find((pair) => pair.label === label)?.value;

/** The quote's totals as the server and the device work them out (the basket's pricing). */
const pricedTotals = (quote: Quote) =>
  priceBasket({
    currency: quote.currency,
    lines: quote.items.map((item) => ({
      id: item.id,
      unitPriceExcTax: item.unitPrice.excTax,
      taxRate: item.taxRate,
      quantity: item.quantity,
      categoryIds: [],
    })),
    promotions: [],
    shipping: null,
    isTrade: true,
    now: printedAt,
  });

describe('the quote’s printed content', () => {
  it('heads it with the retailer, its VAT number and the branch that quoted', () => {
    expect(modelOf(sampleQuote()).seller).toEqual([
      'Workbay Motor Factors Ltd',
      'Unit 4, Kirkstall Trade Park',
      'Leeds',
      'LS5 3BT',
      'United Kingdom',
      'VAT number GB 284 6104 93',
      'Quoted by our Leeds Kirkstall branch',
    ]);
    expect(
      quoteModel({ quote: sampleQuote(), seller: { ...sampleSeller, branch: null }, printedAt }).seller,
    ).not.toContain('Quoted by our Leeds Kirkstall branch');
  });

  it('names the quote, its reference, the customer and the vehicle', () => {
    const model = modelOf(sampleQuote());
    expect(model.title).toBe('Quote');
    expect(model.name).toBe('Brake job – Mrs Patel’s Focus');
    expect(model.reference).toBe('Reference 01936b2e-aaaa-7000-8000-000000000001');
    expect(model.details).toEqual([
      { label: 'Date', value: '27 November 2026' },
      { label: 'Valid until', value: '11 December 2026' },
    ]);
    expect(model.customer).toEqual([
      { label: 'Customer', value: 'Mrs A. Patel' },
      { label: 'Phone', value: '07700 900123' },
      { label: 'Registration', value: 'WB19 KFD' },
      { label: 'Vehicle', value: 'Ford Focus 1.0 EcoBoost 2019' },
    ]);
  });

  it('leaves out the customer and the vehicle when the quote has none', () => {
    const quote = sampleQuote({ customerName: null, customerPhone: '  ', vehicle: null });
    expect(modelOf(quote).customer).toEqual([]);
  });

  it('lists the lines by position: part number, description, quantity, unit price, VAT rate and net', () => {
    expect(modelOf(sampleQuote()).lines).toEqual([
      {
        description: 'Brembo front brake pads',
        note: null,
        partNumber: 'P85020',
        quantity: '2',
        unitPrice: '£24.99',
        vatRate: '20%',
        net: '£49.98',
      },
      {
        description: 'Front brake discs 284 mm',
        note: 'Pair, vented',
        partNumber: 'WB-DISC-284',
        quantity: '2',
        unitPrice: '£38.50',
        vatRate: '20%',
        net: '£77.00',
      },
      // A part whose name is not known is named by its part number.
      {
        description: 'Part WIPER-550',
        note: null,
        partNumber: 'WIPER-550',
        quantity: '1',
        unitPrice: '£7.33',
        vatRate: '20%',
        net: '£7.33',
      },
    ]);
  });

  it('adds up VAT line by line, half up, to the quote’s own totals', () => {
    const quote = sampleQuote();
    expect(modelOf(quote).totals).toEqual([
      { label: 'Total excluding VAT', value: '£134.31' },
      { label: 'VAT at 20% on £134.31', value: '£26.87' },
      { label: 'Total VAT', value: '£26.87' },
      { label: 'Total including VAT', value: '£161.18' },
    ]);
    const priced = pricedTotals(quote);
    expect([priced.totalExcTax, priced.totalTax, priced.totalIncTax]).toEqual([13431, 2687, 16118]);
    expect(quote.totals).toEqual({ totalExcTax: 13431, totalTax: 2687, totalIncTax: 16118 });
  });

  it('gives the VAT at each rate, highest first, in euro for an Irish quote', () => {
    const quote = sampleQuote({
      currency: 'EUR',
      items: [
        sampleItem({
          product: '/products/TYRE-205',
          position: 'a0',
          quantity: 4,
          unitPrice: { excTax: 8995 },
          taxRate: 2300,
        }),
        sampleItem({
          product: '/products/PADS-1',
          position: 'a1',
          quantity: 1,
          unitPrice: { excTax: 4133 },
          taxRate: 1350,
        }),
      ],
    });
    const model = modelOf(quote);
    expect(model.totals).toEqual([
      { label: 'Total excluding VAT', value: '€401.13' },
      { label: 'VAT at 23% on €359.80', value: '€82.75' },
      { label: 'VAT at 13.5% on €41.33', value: '€5.58' },
      { label: 'Total VAT', value: '€88.33' },
      { label: 'Total including VAT', value: '€489.46' },
    ]);
    const priced = pricedTotals(quote);
    expect(value(model.totals, 'Total VAT')).toBe(`€${(priced.totalTax / 100).toFixed(2)}`);
    expect(value(model.totals, 'Total including VAT')).toBe(`€${(priced.totalIncTax / 100).toFixed(2)}`);
  });

  it('says until when it holds, that prices may change after, and whether the prices are confirmed', () => {
    const model = modelOf(sampleQuote());
    expect(model.validUntil).toBe('Valid until 11 December 2026');
    expect(model.priceNotice).toBe(PRICE_NOTICE);
    expect(model.priceNotice).toMatch(/after it they may change/);
    expect(model.provisional).toBeNull();
    expect(modelOf(sampleQuote(), true).provisional).toBe(PROVISIONAL_NOTICE);
  });

  it('promises no hold when the business has turned price holds off (issue 43)', () => {
    expect(modelOf({ ...sampleQuote(), pricesHeld: false }).priceNotice).toBe(NO_HOLD_NOTICE);
    expect(NO_HOLD_NOTICE).not.toMatch(/held until/);
    expect(modelOf({ ...sampleQuote(), pricesHeld: true }).priceNotice).toBe(PRICE_NOTICE);
  });

  it('reads a last day as the calendar day it is, whatever the clock’s zone', () => {
    expect(quoteDay('2026-03-29')).toBe('29 March 2026');
    expect(quoteDay('2026-12-31')).toBe('31 December 2026');
  });

  it('refuses an amount that is not whole pence rather than print it', () => {
    const quote = sampleQuote();
    quote.items[0] = { ...quote.items[0]!, unitPrice: { excTax: 10.5 } };
    expect(() => modelOf(quote)).toThrow(RangeError);
  });
});

describe('the quote’s file name', () => {
  it('is made of the name in safe characters', () => {
    expect(modelOf(sampleQuote()).fileName).toBe('quote-brake-job-mrs-patel-s-focus.pdf');
    expect(quoteFileName({ name: 'Pièces / freins: Señor Núñez', id: 'x' })).toBe(
      'quote-pieces-freins-senor-nunez.pdf',
    );
    expect(quoteFileName({ name: '../../etc/passwd', id: 'x' })).toBe('quote-etc-passwd.pdf');
  });

  it('is the start of the id when the name has no letters or digits to use', () => {
    expect(quoteFileName({ name: '–––', id: '01936B2E-aaaa-7000-8000-000000000001' })).toBe('quote-01936b2e.pdf');
  });

  it('stays short for a long name', () => {
    const name = quoteFileName({ name: 'a'.repeat(100), id: 'x' });
    expect(name).toBe(`quote-${'a'.repeat(60)}.pdf`);
  });
});
