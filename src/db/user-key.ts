/**
 * Whose rows a device-local table holds: a logged-in person's user id, or 'guest'. Apart from the
 * tables so that screens can name the key without loading Dexie before first paint.
 */
export const GUEST_USER_KEY = 'guest';
