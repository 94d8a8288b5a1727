/**
 * What the session layer tells the rest of the app. The layer itself never navigates, reloads or
 * touches a feature's local state: `features/session` acts on outcomes (go to login, reload for
 * maintenance) and each feature reacts to login and logout (the basket keys, the VIN flag).
 */
export type SessionEvent =
  /** A non-guest logged in; `guestId` is the guest session this device had before, if any. */
  | { type: 'login'; userId: string; guestId: string | null }
  /** A person logged out; `keepBasket` hands their basket to the new guest (§4 Logout). */
  | { type: 'logout'; userId: string; keepBasket: boolean }
  /** A refresh was refused: the session is gone. `toLogin` for key accounts (trade variant). */
  | { type: 'signed-out'; userId: string | null; toLogin: boolean }
  /** A 403 on refresh while the server is down for maintenance: the page should reload. */
  | { type: 'maintenance' };

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of [...listeners]) listener(event);
}
