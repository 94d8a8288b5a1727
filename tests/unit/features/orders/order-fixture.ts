import type { Order } from '../../../../contract/orders/schemas';

/** An order as the server answers it (contract/orders/schemas.ts), with one line of brake pads. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    reference: 'WB-482913',
    status: 'awaiting-payment',
    progress: 'Awaiting payment',
    babbageAccount: null,
    invoiceNumber: null,
    basketId: 'b1',
    workOrderId: null,
    customerReference: 'Job 4411',
    vrm: 'AB12CDE',
    currency: 'GBP',
    lines: [
      {
        id: 'l1',
        product: '/products/100001',
        productVariant: null,
        quantity: 2,
        productName: 'Brembo Front Brake Pad Set',
        vehicleOptions: null,
        item: { sku: '100001', name: 'Brembo Front Brake Pad Set', brand: { name: 'Brembo' } },
        brandName: 'Brembo',
        componentName: 'Brake Pads',
        categoryIds: ['2'],
        unitPrice: { excTax: 4749 },
        taxRate: 2000,
        linePriceTotal: { excTax: 9498, incTax: 11398 },
        discount: { excTax: 0 },
        promotions: [],
      },
    ],
    shipping: { service: 'next-day-delivery', date: '2026-03-13' },
    promotions: [],
    itemsExcTax: 9498,
    discountExcTax: 0,
    totalExcTaxAfterDiscount: 9998,
    totalTaxAfterDiscount: 2000,
    shippingTotalAfterDiscountExcTax: 500,
    totalIncTax: 11998,
    totals: {
      currency: 'GBP',
      itemsExcTax: 9498,
      discountExcTax: 0,
      shippingExcTax: 500,
      shippingDiscountExcTax: 0,
      totalExcTax: 9998,
      totalTax: 2000,
      totalIncTax: 11998,
      lines: [],
      promotions: [],
    },
    notices: [],
    createdAt: '2026-03-12T10:15:00.000Z',
    placedAt: null,
    cancelledAt: null,
    trackingEvents: [],
    ...overrides,
  };
}

export const collection = (orders: Order[], total = orders.length) => ({
  'hydra:member': orders,
  'hydra:totalItems': total,
});
