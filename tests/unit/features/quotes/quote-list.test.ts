import { describe, expect, it } from 'vitest';
import { quoteRoutes } from '../../../../contract/quotes/routes';
import type { Quote } from '../../../../contract/quotes/schemas';
import type { QuoteRow } from '../../../../src/db/quotes';
import { blankQuote } from '../../../../src/features/quotes/quote-local';
import { filterDeviceQuotes, queryDate, quotePageCount } from '../../../../src/features/quotes/quote-list';

const row = (name: string, createdAt: string, vehicle: Quote['vehicle'] = null, provisional = false): QuoteRow => {
  const quote = blankQuote(
    `id-${name}`,
    { name, vehicle, customerName: null, customerPhone: null, validUntil: '2026-12-11' },
    'GBP',
    createdAt,
  );
  return {
    id: quote.id,
    userId: 'u1',
    serverVersion: 1,
    provisional,
    updatedAt: createdAt,
    quote,
    server: quote,
    parts: {},
  };
};

describe('the quote list’s paging (§9: pages = ceil(total / 10))', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
    [1000, 100],
  ])('%i quotes make %i pages', (total, pages) => {
    expect(quotePageCount(total)).toBe(pages);
  });

  it('lists the device’s quotes ten to a page, newest first', () => {
    const rows = Array.from({ length: 23 }, (_, index) =>
      row(`Quote ${index}`, new Date(Date.UTC(2026, 10, 1, 9, index)).toISOString()),
    );
    const first = filterDeviceQuotes(rows, { search: '', from: '', to: '', page: 1 });
    const third = filterDeviceQuotes(rows, { search: '', from: '', to: '', page: 3 });
    expect(first.total).toBe(23);
    expect(first.members.map((quote) => quote.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Quote ${22 - index}`),
    );
    expect(third.members.map((quote) => quote.name)).toEqual(['Quote 2', 'Quote 1', 'Quote 0']);
  });
});

describe('the date range as get-by-user takes it (yyyy-MM-ddTHH:mm:ss)', () => {
  it('takes the whole of both days', () => {
    expect(queryDate('2026-11-02', 'from')).toBe('2026-11-02T00:00:00');
    expect(queryDate('2026-11-27', 'to')).toBe('2026-11-27T23:59:59');
    expect(queryDate('', 'from')).toBeUndefined();
  });

  it('is a date the route accepts', () => {
    const query = quoteRoutes.quotesByUser.query!;
    const parsed = query.safeParse({
      'createdAt[after]': queryDate('2026-11-02', 'from'),
      'createdAt[before]': queryDate('2026-11-27', 'to'),
    });
    expect(parsed.error).toBeUndefined();
  });

  it('finds the device’s quotes made on the days chosen, both days included', () => {
    const rows = [
      row('Before', '2026-11-01T23:59:59.000Z'),
      row('First day', '2026-11-02T00:00:00.000Z'),
      row('Last day', '2026-11-27T23:59:59.000Z'),
      row('After', '2026-11-28T00:00:00.000Z'),
    ];
    const found = filterDeviceQuotes(rows, { search: '', from: '2026-11-02', to: '2026-11-27', page: 1 });
    expect(found.members.map((quote) => quote.name)).toEqual(['Last day', 'First day']);
  });
});

describe('searching the device’s quotes by name or vehicle', () => {
  const rows = [
    row('Brakes for Mrs Kelly', '2026-11-20T10:00:00.000Z', { registration: 'WB19 KFD', description: 'Ford Focus' }),
    row('Clutch job', '2026-11-21T10:00:00.000Z', { registration: '191-D-12345', description: 'VW Golf' }),
  ];
  const names = (search: string) =>
    filterDeviceQuotes(rows, { search, from: '', to: '', page: 1 }).members.map((quote) => quote.name);

  it('matches every word somewhere in the name, registration or vehicle', () => {
    expect(names('kelly brakes')).toEqual(['Brakes for Mrs Kelly']);
    expect(names('golf')).toEqual(['Clutch job']);
    expect(names('wb19kfd')).toEqual(['Brakes for Mrs Kelly']);
    expect(names('wb19 kfd')).toEqual(['Brakes for Mrs Kelly']);
    expect(names('191D12345')).toEqual(['Clutch job']);
    expect(names('transit')).toEqual([]);
  });
});
