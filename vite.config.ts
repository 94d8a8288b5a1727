import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups';
import { compileHintPlugin } from './scripts/compile-hint-plugin';
import { routePreloadsPlugin } from './scripts/route-preloads-plugin';

// The API server listens on PORT (3000); the Vite dev server proxies /api to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    compileHintPlugin(),
    routePreloadsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/update-prompt.tsx) so that it can prompt.
      injectRegister: false,
      // public/manifest.webmanifest is the manifest; the plugin must not generate another.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ico}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Maps are written for the server side (error reports) but not referenced or served to browsers.
    sourcemap: 'hidden',
    rolldownOptions: {
      // The app, and the customer's health-check page a garage's link opens (issue 46): a page of
      // its own, so that a phone loads its code and what it shares with the app, not the shop.
      input: { main: 'index.html', sharedHealthCheck: 'shared-health-check.html' },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
