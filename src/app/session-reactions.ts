import { basketKeysOnSessionEvent } from '../features/basket/basket-keys';
import { vehicleStateOnSessionEvent } from '../features/vehicles/vehicle-local-state';
import { onSessionEvent } from '../session/session-events';

/**
 * Each feature's own part of login and logout (the basket keys move, the VIN flag is reset),
 * wired once at start-up. The session layer only announces the events.
 */
export function registerSessionReactions(): () => void {
  const offs = [onSessionEvent(basketKeysOnSessionEvent), onSessionEvent(vehicleStateOnSessionEvent)];
  return () => offs.forEach((off) => off());
}
