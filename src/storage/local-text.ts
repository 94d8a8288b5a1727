/**
 * One value kept in localStorage as bare text, not JSON: the specification's keys that hold a
 * string as it is (an access token, a basket's id, 'expires_at' in milliseconds, the config a
 * person may edit by hand) are read that way by every client of the API. Typed JSON values use
 * localValue. With local-value.ts, the only code that touches localStorage (lint enforces it).
 */
export interface LocalText {
  readonly key: string;
  /** The stored text, or null when there is none. */
  read(): string | null;
  write(text: string): void;
  remove(): void;
}

export function localText(key: string): LocalText {
  return {
    key,
    read: () => localStorage.getItem(key),
    write: (text) => localStorage.setItem(key, text),
    remove: () => localStorage.removeItem(key),
  };
}
