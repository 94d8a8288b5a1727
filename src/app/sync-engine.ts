import { registerAddressOperations } from '../features/addresses/address-operations';
import { registerBasketOperations } from '../features/basket/basket-operations';
import { registerClockingOperations } from '../features/clocking/clock-operation';
import { registerHealthCheckOperations } from '../features/health-checks/health-check-operations';
import { registerQuoteOperations } from '../features/quotes/quote-operations';
import { registerReturnOperations } from '../features/returns/return-operations';
import { registerWorkOrderOperations } from '../features/work-orders/work-order-operations';
import { startSync } from '../sync/triggers';

/** Registers every feature's sync operations, then starts the replay triggers; returns a stop. */
export function startSyncEngine(): () => void {
  registerBasketOperations();
  registerAddressOperations();
  registerWorkOrderOperations();
  registerQuoteOperations();
  registerReturnOperations();
  registerHealthCheckOperations();
  registerClockingOperations();
  return startSync();
}
