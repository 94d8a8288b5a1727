import type { OrderListItem } from '../../../../contract/orders/schemas';
import { babbageAccountLabel } from '../../../../contract/users/schemas';

/** The payment status in the person's words: only for a copy kept before the server said where it is. */
const orderStatusLabel: Record<OrderListItem['status'], string> = {
  'awaiting-payment': 'Awaiting payment',
  placed: 'Placed',
  cancelled: 'Cancelled',
};

/**
 * Where the order is (issue 43), as the server words it from its tracking and returns
 * (contract/orders/order-progress.ts), the same on the list and the order's page.
 */
export const orderProgressLabel = (order: Pick<OrderListItem, 'progress' | 'status'>): string =>
  // A copy kept on the device before issue 43 has no progress yet: its payment status until refreshed.
  (order.progress as OrderListItem['progress'] | undefined) ?? orderStatusLabel[order.status];

/** "10452 - Leeds Kirkstall" (storefront-core §3); '–' for an order of no trade account. */
export const tradeAccountLabel = (order: Pick<OrderListItem, 'babbageAccount'>): string =>
  order.babbageAccount ? babbageAccountLabel(order.babbageAccount) : '–';

/** How it travels, in the person's words (the demo's services, server/demo/commerce). */
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
