import { useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';

/**
 * One value kept in localStorage under a specification key ('inc-tax', 'product_comparison',
 * 'product_list', 'items', …): read through its zod schema (a corrupt or old value reads as
 * the default, never a crash), written as JSON, and watched by every component that shows it,
 * in this tab and in others (the `storage` event).
 */
export interface LocalValue<T> {
  readonly key: string;
  read(): T;
  write(value: T): void;
  update(change: (current: T) => T): T;
  remove(): void;
  subscribe(listener: () => void): () => void;
}

const CHANGE_EVENT = 'workbay:local-value';

export function localValue<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): LocalValue<z.output<S>> {
  type T = z.output<S>;
  // useSyncExternalStore needs the same object for the same stored text.
  let cachedText: string | null | undefined;
  let cachedValue: T = fallback;

  const read = (): T => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback;
    }
    if (raw === cachedText) return cachedValue;
    cachedText = raw;
    cachedValue = fallback;
    if (raw !== null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) cachedValue = parsed.data;
      } catch {
        // Not JSON: the default stands.
      }
    }
    return cachedValue;
  };

  const notify = () => window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));

  const write = (value: T) => {
    localStorage.setItem(key, JSON.stringify(value));
    notify();
  };

  return {
    key,
    read,
    write,
    update(change) {
      const next = change(read());
      write(next);
      return next;
    },
    remove() {
      localStorage.removeItem(key);
      notify();
    },
    subscribe(listener) {
      const onChange = (event: Event) => {
        if (
          event instanceof StorageEvent
            ? event.key === key || event.key === null
            : (event as CustomEvent).detail === key
        )
          listener();
      };
      window.addEventListener(CHANGE_EVENT, onChange);
      window.addEventListener('storage', onChange);
      return () => {
        window.removeEventListener(CHANGE_EVENT, onChange);
        window.removeEventListener('storage', onChange);
      };
    },
  };
}

/** The value, re-rendering when it changes here or in another tab. */
export function useLocalValue<T>(value: LocalValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.read, value.read);
}
