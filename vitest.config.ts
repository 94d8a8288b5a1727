import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // PGlite boots in a few seconds; server suites share one app per file.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: run server files one at a time so hashing and PGlite do not starve.
          fileParallelism: false,
        },
      },
    ],
  },
});
