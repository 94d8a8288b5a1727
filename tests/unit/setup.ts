// Dexie needs IndexedDB before it is imported; jsdom has none.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';

// Test files share one page per worker (isolate: false): each starts on an empty one, whatever a
// library the file before left behind (the consent banner draws itself on a timer, outside React).
// Files in a node environment (the real-server ones) have no page.
beforeAll(() => {
  if (typeof document !== 'undefined') document.body.replaceChildren();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
