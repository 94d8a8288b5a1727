import { describe, expect, it } from 'vitest';
import { quoteSchema, type Quote } from '../../../../contract/quotes/schemas';
import { benchQuote, createdAtOf, QUOTE_SPAN_DAYS } from '../../../../bench/support/quote-fixture';
import { quoteRecord } from '../../../../bench/support/quotes-fill';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const COUNT = 1000;
const quotes = Array.from({ length: COUNT }, (_, n) => benchQuote(n, COUNT, NOW));

describe('the quote benches’ quotes', () => {
  it('are quotes as the server answers them', () => {
    for (const quote of quotes) expect(quoteSchema.safeParse(quote).error).toBeUndefined();
  });

  it('go back six months from now, newest first', () => {
    expect(quotes[0]?.createdAt).toBe(new Date(NOW).toISOString());
    const oldest = Date.parse(quotes.at(-1)?.createdAt ?? '');
    expect(NOW - oldest).toBeLessThan(QUOTE_SPAN_DAYS * 86_400_000);
    expect(NOW - oldest).toBeGreaterThan((QUOTE_SPAN_DAYS - 1) * 86_400_000);
    for (let n = 1; n < COUNT; n++) expect(createdAtOf(n, COUNT, NOW) < createdAtOf(n - 1, COUNT, NOW)).toBe(true);
  });

  it('follow from their number, all but the ids', () => {
    const withoutIds = (quote: Quote) => ({
      ...quote,
      id: '',
      items: quote.items.map((item) => ({ ...item, id: '' })),
    });
    const again = benchQuote(17, COUNT, NOW);
    expect(again.id).not.toBe(quotes[17]?.id);
    expect(withoutIds(again)).toEqual(withoutIds(quotes[17]!));
    expect(benchQuote(17, COUNT, NOW, 3).name).not.toBe(again.name);
  });

  it('have British plates in pounds and Irish plates in euros, each car quoted several times', () => {
    const plates = new Set<string>();
    for (const quote of quotes) {
      const plate = quote.vehicle?.registration ?? '';
      plates.add(plate);
      if (quote.currency === 'GBP') expect(plate).toMatch(/^[A-Z]{2}\d{2} [A-Z]{3}$/);
      else expect(plate).toMatch(/^\d{2}[12]-[A-Z]{1,2}-\d{5}$/);
    }
    expect(quotes.filter((quote) => quote.currency === 'EUR').length).toBeGreaterThan(100);
    expect(plates.size).toBeGreaterThan(150);
    expect(plates.size).toBeLessThanOrEqual(250);
  });

  it('add up: VAT per line at 20% in pounds, 23% in euros', () => {
    for (const quote of quotes) {
      const rate = quote.currency === 'EUR' ? 2300 : 2000;
      const exc = quote.items.reduce((sum, item) => sum + item.unitPrice.excTax * item.quantity, 0);
      expect(quote.items.every((item) => item.taxRate === rate)).toBe(true);
      expect(quote.totals.totalExcTax).toBe(exc);
      expect(quote.totals.totalIncTax).toBe(exc + quote.totals.totalTax);
      expect(Math.abs(quote.totals.totalTax - (exc * rate) / 10_000)).toBeLessThanOrEqual(quote.items.length);
    }
  });

  it('are stored with the search text and columns the server keeps beside the document', () => {
    const record = quoteRecord('user-1', 0, COUNT, NOW, 0);
    const quote = benchQuote(0, COUNT, NOW);
    const plate = quote.vehicle?.registration ?? '';
    expect(record.search_text).toContain(plate.toLowerCase());
    expect(record.search_text).toContain(plate.replace(' ', '').toLowerCase());
    expect(record.search_text).toContain((quote.vehicle?.description ?? '').toLowerCase());
    expect(record).toMatchObject({
      user_id: 'user-1',
      name: quote.name,
      item_count: quote.items.length,
      total_inc_tax: quote.totals.totalIncTax,
      valid_until: quote.validUntil,
    });
    expect(record.document).not.toHaveProperty('id');
  });
});
