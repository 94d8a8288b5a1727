import type { ShippingServiceRow } from '../../db/schema';

/**
 * How a Workbay order reaches the customer: collected at their branch, delivered by courier the
 * next working day, or, for trade accounts, brought by the branch's own van the same day. Prices
 * in pence excluding VAT (standard-rated, 20%).
 */
export const demoShippingServices: ShippingServiceRow[] = [
  {
    code: 'click-and-collect',
    name: 'Click and collect',
    description: 'Collect from your branch, usually ready within the hour. Bring your order reference.',
    priceExcTax: 0,
    taxRate: 2000,
    freeOverExcTax: null,
    tradeOnly: false,
    kind: 'collect',
    status: 'active',
    leadDays: 0,
    cutOffTime: null,
    sundays: true,
    position: 1,
  },
  {
    code: 'next-day-delivery',
    name: 'Next-day delivery',
    description: 'Tracked courier delivery to your door the next working day.',
    priceExcTax: 695,
    taxRate: 2000,
    freeOverExcTax: 7500,
    tradeOnly: false,
    kind: 'delivery',
    status: 'active',
    leadDays: 1,
    cutOffTime: null,
    sundays: false,
    position: 2,
  },
  {
    code: 'same-day-van',
    name: 'Same-day van delivery',
    description: 'Our own van brings parts to your workshop the same day, Monday to Saturday. Book before 14:00.',
    priceExcTax: 0,
    taxRate: 2000,
    freeOverExcTax: null,
    tradeOnly: true,
    kind: 'van',
    status: 'active',
    leadDays: 0,
    cutOffTime: '14:00',
    sundays: false,
    position: 3,
  },
];
