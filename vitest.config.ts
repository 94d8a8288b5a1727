import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files share one module graph per worker (`isolate: false`): on two cores, importing the
 * server and setting up jsdom again for every file cost more than the tests themselves (server
 * files 587 s → 434 s, unit files 143 s → 35 s; and the server suites' PostgreSQL databases are
 * copied from a template, tests/server/helpers/postgres-template.ts: 434 s → 302 s). A file
 * that replaces a module (`vi.mock`) or starts the real server inside jsdom keeps a fresh worker
 * of its own: list it here.
 */
const ownWorker = [
  'tests/unit/catalogue-pack/pack-download.test.ts',
  'tests/unit/features/work-orders/work-order-sync.test.ts',
  'tests/unit/features/quotes/quote-sync.test.ts',
  'tests/unit/sync/settle-conflict.test.ts',
  'tests/unit/app/routes-first-page.test.tsx',
  'tests/unit/app/when-started.test.tsx',
  // The offline pack's search keeps its opened index per module; with the recommended job's part
  // search (issue 46) sharing the module cache it found nothing in a full run.
  'tests/unit/features/work-orders/components/add-part-fitment.test.tsx',
];

const unit = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    // A component test takes about half a second alone; on two cores shared with a build or a
    // browser it once took over the default 5 s (add-part-fitment, 7 December 2026).
    testTimeout: 15_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...unit,
        test: {
          ...unit.test,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          exclude: ownWorker,
          isolate: false,
        },
      },
      {
        ...unit,
        test: { ...unit.test, name: 'unit-isolated', include: ownWorker },
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
          // No server test replaces a module; each builds its own app on its own database.
          isolate: false,
        },
      },
    ],
  },
});
