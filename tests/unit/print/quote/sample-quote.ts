import { quoteSchema, type Quote, type QuoteItem } from '../../../../contract/quotes/schemas';
import type { QuoteSeller } from '../../../../src/print/quote/quote-model';

/** The retailer's UK company, as the quote's page hands it in, quoted by the trade account's branch. */
export const sampleSeller: QuoteSeller = {
  name: 'Workbay Motor Factors Ltd',
  address: ['Unit 4, Kirkstall Trade Park', 'Leeds', 'LS5 3BT', 'United Kingdom'],
  vatNumber: 'GB 284 6104 93',
  branch: 'Leeds Kirkstall',
};

let next = 0;
const lineId = () => `01936b2e-0000-7000-8000-${String(++next).padStart(12, '0')}`;

export function sampleItem(fields: Partial<QuoteItem> & Pick<QuoteItem, 'product' | 'position'>): QuoteItem {
  return {
    id: lineId(),
    quantity: 1,
    note: null,
    rev: 1,
    unitPrice: { excTax: 1000 },
    taxRate: 2000,
    productName: null,
    ...fields,
  };
}

/**
 * A garage's quote for its customer's Focus: brake pads (2 × £24.99), discs (2 × £38.50, with a
 * note) and a wiper blade (£7.33), VAT at 20% on each line, half up: £49.98 → £10.00 (9.996),
 * £77.00 → £15.40, £7.33 → £1.47 (1.466). Totals £134.31 + £26.87 VAT = £161.18, as the server says.
 */
export function sampleQuote(fields: Partial<Quote> = {}): Quote {
  const items = [
    // Listed out of order: the page lists them by position.
    sampleItem({
      product: '/products/WB-DISC-284',
      position: 'a1',
      quantity: 2,
      productName: 'Front brake discs 284 mm',
      unitPrice: { excTax: 3850 },
      note: 'Pair, vented',
    }),
    sampleItem({
      product: '/products/P85020',
      position: 'a0',
      quantity: 2,
      productName: 'Brembo front brake pads',
      unitPrice: { excTax: 2499 },
    }),
    sampleItem({
      product: '/products/WIPER-550',
      position: 'a2',
      quantity: 1,
      productName: null,
      unitPrice: { excTax: 733 },
    }),
  ];
  return quoteSchema.parse({
    id: '01936b2e-aaaa-7000-8000-000000000001',
    rev: 3,
    name: 'Brake job – Mrs Patel’s Focus',
    vehicle: { registration: 'WB19 KFD', description: 'Ford Focus 1.0 EcoBoost 2019' },
    customerName: 'Mrs A. Patel',
    customerPhone: '07700 900123',
    validUntil: '2026-12-11',
    currency: 'GBP',
    items,
    totals: { totalExcTax: 13431, totalTax: 2687, totalIncTax: 16118 },
    shared: false,
    createdAt: '2026-11-27T09:00:00.000Z',
    modifiedAt: '2026-11-27T09:30:00.000Z',
    ...fields,
  });
}
