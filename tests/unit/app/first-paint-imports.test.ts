import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The home page's JavaScript before first paint has an aim (170 KB brotli, `npm run bench`): the
// device's store (Dexie, 27 KB) and what reads it load after the first paint, behind dynamic
// imports. This walks the static imports from the entry, as the bundler does, and fails when a
// static import pulls the store back into the first paint.
const root = resolve(__dirname, '../../..');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file the entry reaches by static imports (type-only imports left out), with the one that imports it. */
function staticGraph(entry: string): Map<string, string | null> {
  const reached = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = match[1] ?? '';
      const target = resolveImport(file, spec) ?? (spec.startsWith('.') ? null : `package:${spec}`);
      if (!target || reached.has(target)) continue;
      reached.set(target, file);
      if (!target.startsWith('package:')) queue.push(target);
    }
  }
  return reached;
}

const chain = (graph: Map<string, string | null>, file: string) => {
  const steps: string[] = [];
  for (let at: string | null | undefined = file; at; at = graph.get(at)) steps.unshift(at.replace(`${root}/`, ''));
  return steps.join(' → ');
};

describe('what the home page loads before its first paint', () => {
  const graph = staticGraph(join(root, 'src/main.tsx'));

  it('reaches the app, the header and the session', () => {
    for (const file of ['src/app/root-route.tsx', 'src/app/layout/site-header.tsx', 'src/app/session-reactions.ts']) {
      expect(graph.has(join(root, file))).toBe(true);
    }
  });

  it('leaves out the device’s store and Dexie', () => {
    const store = [join(root, 'src/db/app-db.ts'), 'package:dexie', 'package:dexie-react-hooks'].filter((file) =>
      graph.has(file),
    );
    expect(store.map((file) => chain(graph, file))).toEqual([]);
  });

  it('leaves out the HTML sanitiser, needed only by the rare login information', () => {
    expect(graph.has('package:dompurify') ? chain(graph, 'package:dompurify') : null).toBeNull();
  });

  it('leaves out the cookie banner’s library and the chat, which load after the first paint (issue 27)', () => {
    const later = [
      'package:vanilla-cookieconsent',
      join(root, 'src/features/consent/banner-library.ts'),
      join(root, 'src/features/chat/components/chat-widget.tsx'),
    ].filter((file) => graph.has(file));
    expect(later.map((file) => chain(graph, file))).toEqual([]);
  });
});

// The catalogue's pages (a category, a product, search results) with the product actions on each
// card: Dexie (the device store's 32 KB chunk) loads when the page first reads the device or on a
// press, not with the page. Under a phone's slow line it was what their largest paint waited for.
describe('what a catalogue page loads before its first screen', () => {
  const pages = [
    'src/features/catalogue/components/category-page.tsx',
    'src/features/catalogue/components/product-page.tsx',
    'src/features/search/components/search-results-page.tsx',
    'src/app/product-actions.tsx',
  ];

  for (const page of pages) {
    it(`${page} leaves out the device’s store and Dexie`, () => {
      const graph = staticGraph(join(root, page));
      const store = [join(root, 'src/db/app-db.ts'), 'package:dexie', 'package:dexie-react-hooks'].filter((file) =>
        graph.has(file),
      );
      expect(store.map((file) => chain(graph, file))).toEqual([]);
    });
  }
});
