// The customer's health-check page (shared-health-check.html, issue 46) built on its own, into the
// app's output folder, right after the app's build. A garage's link opens it on a phone that has
// never seen Workbay: it must load in 100 KB before the photos. As a second entry of the app's
// build it shared the app's start chunk (React, the transport and the shop's start: 158 KB);
// splitting that chunk per entry met the aim but cut the shop's start into 14–35 files (issue 23).
// A build of its own gives the page its own React and nothing of the shop's, and leaves the app's
// chunks as they were. Every `vite build` (npm run build, the browser tests, the benches) makes it.
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compileHintPlugin } from './compile-hint-plugin';

/** The page's files, named apart so that the app's service worker leaves them out (vite.config.ts). */
export const CUSTOMER_ASSET_PREFIX = 'assets/customer-';

export function customerPagePlugin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'workbay:customer-page',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react(), compileHintPlugin()],
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: 'hidden',
            rolldownOptions: {
              input: { customer: 'shared-health-check.html' },
              output: {
                entryFileNames: `${CUSTOMER_ASSET_PREFIX}[hash].js`,
                chunkFileNames: `${CUSTOMER_ASSET_PREFIX}[name]-[hash].js`,
                assetFileNames: `${CUSTOMER_ASSET_PREFIX}[name]-[hash][extname]`,
                // What the first screen needs in one file: one request on a phone's line.
                codeSplitting: { groups: [{ name: 'start', tags: ['$initial' as const] }] },
              },
            },
          },
        });
      },
    },
  };
}
