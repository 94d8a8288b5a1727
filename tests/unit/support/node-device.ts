/**
 * A device in Node, for client tests that run the real server in the same process (the jsdom
 * environment rewrites `new URL(…, import.meta.url)` for the browser, which the server's
 * modules cannot take). The client code needs little of a browser: localStorage (an in-memory
 * one here; IndexedDB comes from fake-indexeddb in the setup) and window's events.
 */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * Gives this Node process what the client code uses of a browser. Called once the server's
 * embedded database has started: PGlite takes a process with a `window` for a browser.
 */
export function becomeDevice(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (!('localStorage' in scope)) scope.localStorage = new MemoryStorage();
  if (!('window' in scope)) {
    const events = new EventTarget();
    scope.window = Object.assign(scope, {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      dispatchEvent: events.dispatchEvent.bind(events),
    });
  }
}
