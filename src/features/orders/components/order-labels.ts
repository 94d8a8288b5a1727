import type { Order } from '../../../../contract/orders/schemas';

/** The status in the person's words. */
export const orderStatusLabel: Record<Order['status'], string> = {
  'awaiting-payment': 'Awaiting payment',
  placed: 'Placed',
  cancelled: 'Cancelled',
};

/** How it travels, in the person's words (the demo's services, server/db/commerce-demo). */
const serviceNames: Record<string, string> = {
  'click-and-collect': 'Click and collect',
  'next-day-delivery': 'Next-day delivery',
  'same-day-van': 'Same-day van delivery',
};
export const shippingServiceLabel = (code: string): string => serviceNames[code] ?? code;

/** A day as people read it in the UK: '12 Mar 2026'. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
