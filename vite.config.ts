import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups';
import { compileHintPlugin } from './scripts/compile-hint-plugin';
import { CUSTOMER_ASSET_PREFIX, customerPagePlugin } from './scripts/customer-page-plugin';
import { routePreloadsPlugin } from './scripts/route-preloads-plugin';

// The API server listens on PORT (3000); the Vite dev server proxies /api to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    compileHintPlugin(),
    routePreloadsPlugin(),
    customerPagePlugin(),
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
        // The customer's health-check page is for a customer's phone, not the garage's app.
        globIgnores: [`${CUSTOMER_ASSET_PREFIX}*`, 'shared-health-check.html'],
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
      // The app; the customer's health-check page is built on its own (customerPagePlugin).
      input: { main: 'index.html' },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
