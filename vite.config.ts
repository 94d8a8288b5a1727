import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHintPlugin } from './scripts/compile-hint-plugin';

// The API server listens on PORT (3000); the Vite dev server proxies /api to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    compileHintPlugin(),
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
      output: {
        // Everything the entry imports statically runs before the first paint anyway: one chunk for
        // it rather than the twenty-odd small shared ones the automatic split made, each a request
        // (six at a time over HTTP/1.1, so several round trips on a phone's line). Lazy routes keep
        // their own chunks.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
});
