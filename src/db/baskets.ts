import type { Basket } from '../../contract/basket/schemas';
import type { Order } from '../../contract/orders/schemas';
import type { LocalEntityRow } from './local-entity';

/**
 * A basket as the device keeps it: the API's basket shape (so that the same contract pricing rules
 * re-price it offline), plus what only the device knows.
 */
export interface BasketRow extends LocalEntityRow {
  basket: Omit<Basket, 'version'>;
  /** Codes typed while offline, checked by the server when they are sent. */
  pendingPromoCodes: string[];
  /** The order once the server placed it (or is asked to: `orderPending`). */
  order: Order | null;
  /** Confirmed on the device, not yet placed by the server: "Not yet placed – will be sent when online". */
  orderPending: { orderId: string; expectedTotalIncTax: number } | null;
  /** Why the last confirm did not place the order, in the server's words. */
  orderProblem: string | null;
  /** What the server refused or changed in the latest sync that the person should read. */
  notices?: string[];
}
