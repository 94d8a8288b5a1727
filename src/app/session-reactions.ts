import { basketKeysOnSessionEvent } from '../features/basket/basket-keys';
import { vehicleStateOnSessionEvent } from '../features/vehicles/vehicle-local-state';
import { askForPersistentStorage } from '../db/persistent-storage';
import { log } from '../api/log';
import { onSessionEvent, type SessionEvent } from '../session/session-events';
import { readClaims } from '../session/session-storage';

/** Once someone has logged in, their unsent work lives on the device: ask to keep it. */
function persistOnLogin(event: SessionEvent): void {
  if (event.type === 'login') void askForPersistentStorage();
}

/**
 * The address book's part (its rows leave the device at logout) reads the device's store: its
 * module, with Dexie, loads when an event comes rather than before the first paint. The work
 * was never awaited, so the event's other reactions do not wait for it either.
 */
function addressesOnSessionEvent(event: SessionEvent): void {
  if (event.type !== 'logout') return;
  import('../features/addresses/address-session')
    .then((addresses) => addresses.addressesOnSessionEvent(event))
    .catch((error: unknown) => log.warn('The address book could not be cleared at logout:', error));
}

/**
 * A person's reads kept on the device (db/saved-reads: orders, invoices, tracking, the work orders'
 * repair data and part selection) are theirs alone: they leave it at logout, as the addresses do.
 * Loaded when the event comes, like the addresses.
 */
function savedReadsOnSessionEvent(event: SessionEvent): void {
  if (event.type !== 'logout') return;
  import('../db/saved-reads')
    .then((saved) => saved.forgetSavedReads(event.userId))
    .catch((error: unknown) => log.warn('The saved reads could not be cleared at logout:', error));
}

/**
 * Each feature's own part of login and logout (the basket keys move, the VIN flag is reset, the
 * addresses leave the device, storage is made persistent), wired once at start-up. The session
 * layer only announces the events.
 */
export function registerSessionReactions(): () => void {
  // Someone already logged in when the app starts (a reload) is asked too.
  if (readClaims()?.guest_user === false) void askForPersistentStorage();
  const offs = [
    onSessionEvent(basketKeysOnSessionEvent),
    onSessionEvent(vehicleStateOnSessionEvent),
    onSessionEvent(addressesOnSessionEvent),
    onSessionEvent(savedReadsOnSessionEvent),
    onSessionEvent(persistOnLogin),
  ];
  return () => offs.forEach((off) => off());
}
