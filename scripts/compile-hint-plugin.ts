// V8's explicit compile hint on every chunk of the app (issue 23). A phone spent about a third of
// its main thread at start parsing and compiling functions one by one as each was first called.
// The magic comment `//# allFunctionsCalledOnLoad` on a script's first line tells V8 (Chrome 136
// and later; a plain comment to other browsers) to compile all of its functions at once, while
// the script streams in, on a background thread. Nearly everything in the start chunk and in a
// page's chunks runs as the page opens; a chunk loaded later is compiled whole, off the main thread.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintPlugin(): Plugin {
  return {
    name: 'workbay:compile-hint',
    apply: 'build',
    generateBundle: {
      // Last: Vite prepends its own preload table to the entry in this hook, and V8 reads the
      // comment only on the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: the map's lines move down by one (server-side error
          // reports). The map is already an asset of the bundle by now.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
