import type { Invoice, InvoiceSummary } from '../../../../contract/invoices/schemas';

export function summaryOf(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    invoiceNumber: 'INV-GB-000123',
    type: 'invoice',
    magic: 'm4g1c',
    country: 'GB',
    branchId: 'br1',
    accountNumber: '10452',
    date: '2026-10-14',
    taxPoint: '2026-10-14',
    orderId: 'o1',
    orderReference: 'WB-482913',
    creditedInvoiceNumber: null,
    currency: 'GBP',
    totalExcTax: 9998,
    totalTax: 2000,
    totalIncTax: 11998,
    ...overrides,
  };
}

export function invoiceOf(overrides: Partial<Invoice> = {}): Invoice {
  return {
    ...summaryOf(),
    issuedAt: '2026-10-14T09:12:00.000Z',
    reason: null,
    supplier: {
      name: 'Workbay Motor Factors Ltd',
      address: ['Unit 4, Kirkstall Industrial Park', 'Leeds', 'LS5 3BT', 'United Kingdom'],
      vatNumber: 'GB284619374',
    },
    customer: {
      name: 'Kirkstall Autocare',
      address: ['12 Commercial Road', 'Leeds', 'LS5 3AQ', 'United Kingdom'],
      vatNumber: null,
      accountNumber: '10452',
      branchName: 'Leeds Kirkstall',
    },
    lines: [
      {
        id: 'l1',
        description: 'Brake pad set, front',
        sku: 'BP-1234',
        quantity: 2,
        unitPrice: 4999,
        discount: 0,
        netAmount: 9998,
        vatRate: 2000,
        vatAmount: 2000,
      },
    ],
    vatByRate: [{ rate: 2000, netAmount: 9998, vatAmount: 2000, grossAmount: 11998 }],
    ...overrides,
  };
}

export const collection = (members: unknown[], total = members.length) => ({
  'hydra:member': members,
  'hydra:totalItems': total,
});
