// The HTML names the code of the page it opens (issue 23). A page's chunk is asked for only once
// the start chunk has arrived and run: on a phone's line that is a second wave of requests after
// the 150 KB of the start, and the product page's largest paint waited on it. The server puts these
// files in the HTML of a page navigation (server/plugins/route-preloads.ts), so that they travel
// beside the start chunk. This plugin writes which files each page needs, from the build itself.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The file the server reads beside index.html (server/plugins/route-preloads.ts imports both). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The pages whose HTML names their code, as routes.tsx names them, with the modules their route's
 * `lazy` imports (paths under src/, no extension). Only where it was measured to help (interleaved
 * medians; docs/performance.md): the product page's largest paint waited on its chunk, 2.66 →
 * 2.47 s; the stores page's on its own, 2.38 → 2.23 s. A category's and the search's wait on the
 * session's start and their products' read instead; there the same preloads only slowed the start
 * chunk they share the line with (category 2.25 → 2.36 s).
 *
 * Scripts only: the pages' styles, named too, took two of the six connections a phone's browser
 * opens to the server as the HTML arrived, and the start chunk waited for one (Lighthouse's
 * simulation started it 300 ms later). A page's styles come as its chunk is imported, beside the
 * page's first reads, which it waits for anyway (product 2.45 → 2.35–2.41 s).
 */
const ROUTE_MODULES: { path: string; modules: string[] }[] = [
  {
    path: '/products/:id',
    modules: ['features/catalogue/components/product-page', 'app/product-actions'],
  },
  { path: '/stores', modules: ['features/store-locator/components/store-locator-page'] },
];

/** One page's entry in the list. */
export interface RoutePreload {
  path: string;
  scripts: string[];
}

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const pattern = new RegExp(`[\\\\/]src[\\\\/]${module.replaceAll('/', '[\\\\/]')}\\.tsx?$`);
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.some((id) => pattern.test(id)),
  );
  // A renamed page must not silently lose its preload.
  if (!chunk) throw new Error(`route preloads: no chunk holds src/${module}`);
  return chunk;
}

/** The chunk and every chunk it imports statically, as the browser loads them with it. */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<OutputChunk>()): Set<OutputChunk> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(bundle, imported, into);
  }
  return into;
}

export function routePreloadsPlugin(): Plugin {
  return {
    name: 'workbay:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The start and what it imports are in the HTML already, for every page.
      const start = new Set<OutputChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.isEntry) closure(bundle, output, start);
      const preloads: RoutePreload[] = ROUTE_MODULES.map(({ path, modules }) => {
        const all = new Set<OutputChunk>();
        for (const module of modules) closure(bundle, chunkOf(bundle, module), all);
        const chunks = [...all].filter((chunk) => !start.has(chunk));
        return { path, scripts: chunks.map((chunk) => `/${chunk.fileName}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
