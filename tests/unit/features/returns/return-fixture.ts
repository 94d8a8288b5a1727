import { notReturnableMessages } from '../../../../contract/returns/messages';
import type { DigitalReturn, ReturnProduct } from '../../../../contract/returns/schemas';
import { orderOf } from '../orders/order-fixture';

export const order = orderOf({ status: 'placed', placedAt: '2026-03-10T10:00:00.000Z' });

const product = (over: Partial<ReturnProduct>): ReturnProduct => ({
  id: 'l1',
  sku: '100001',
  description: 'Brembo Front Brake Pad Set',
  quantity: 2,
  deliveredQuantity: 2,
  returnedQuantity: 0,
  pendingQuantity: 0,
  returnableQuantity: 2,
  unitPrice: 4749,
  vatRate: 2000,
  currency: 'GBP',
  kind: 'part',
  exchangeSurcharge: 0,
  notReturnable: null,
  returnBy: '2026-04-09',
  ...over,
});

/** The order's lines as GET /orders/o1/digital-return-products answers them. */
export const products = {
  'hydra:member': [
    product({}),
    product({
      id: 'l2',
      sku: '100050',
      description: 'Bosch Catalytic Converter',
      quantity: 1,
      returnableQuantity: 0,
      kind: 'special-order',
      notReturnable: { code: 'special-order', message: notReturnableMessages['special-order'] },
    }),
  ],
  'hydra:totalItems': 2,
};

export function returnOf(over: Partial<DigitalReturn> = {}): DigitalReturn {
  return {
    id: 'r1',
    reference: 'RT-204518',
    order: 'o1',
    orderReference: 'WB-482913',
    state: 'credited',
    currency: 'GBP',
    lines: [
      {
        orderLine: 'l1',
        sku: '100001',
        description: 'Brembo Front Brake Pad Set',
        quantity: 1,
        reason: 'wrong-part-supplied',
        reasonLabel: 'Wrong part supplied',
        note: null,
        unitPrice: 4749,
        vatRate: 2000,
      },
    ],
    history: [
      { state: 'requested', at: '2026-03-11T09:00:00.000Z', note: null },
      { state: 'approved', at: '2026-03-11T09:00:00.000Z', note: null },
      { state: 'collected', at: '2026-03-11T11:00:00.000Z', note: 'Collected by our van' },
      { state: 'credited', at: '2026-03-11T11:00:00.000Z', note: 'Credit note CN-GB-000042' },
    ],
    collectAt: null,
    creditNote: {
      invoiceNumber: 'CN-GB-000042',
      creditedInvoiceNumber: 'INV-GB-000123',
      date: '2026-03-11',
      reason: 'Return RT-204518: Wrong part supplied',
      currency: 'GBP',
      vatByRate: [{ rate: 2000, netAmount: 4749, vatAmount: 950 }],
      totalExcTax: 4749,
      totalTax: 950,
      totalIncTax: 5699,
    },
    createdAt: '2026-03-11T09:00:00.000Z',
    ...over,
  };
}
