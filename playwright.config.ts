// Browser tests (tests/e2e) against the built app served by the built server, as `npm start` runs
// it. Run them with `npm run test:e2e` (scripts/e2e.mjs): it builds the client and the server into
// directories of their own, picks a free port and a fresh data directory, and passes them here in
// E2E_DIST_DIR, E2E_SERVER_DIR, E2E_PORT and E2E_DATA_DIR. Run directly (`npx playwright test`),
// it runs dist-server/ and serves dist/ as they are (`npm run build` makes both).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// Set on the process so that the test workers, which load this file again, get the same one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'workbay-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_DIST_DIR ??= 'dist';
const distDir = process.env.E2E_DIST_DIR;
process.env.E2E_SERVER_DIR ??= 'dist-server';
const serverMain = join(process.env.E2E_SERVER_DIR, 'main.js');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Files run side by side on two cores; the tests in a file run in order.
  workers: 2,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two minutes: a full run on two shared cores has taken 2–3 times as long as on a quiet machine, and a
  // 60 s budget then timed out tests that were still passing step by step (consent-chat, stop 48).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the
    // screencast: recording frames for every test, kept or not, cost about as much CPU as the
    // tests themselves (orders + tracking on two workers: 157–225 s with it, 118–122 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: 'sw-update.spec.ts' },
    // Changes the served service worker, so it runs alone once the others have finished.
    { name: 'sw-update', testMatch: 'sw-update.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: `node --enable-source-maps "${serverMain}"`,
    url: `${baseURL}/api/docs/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Names and meanings: server/env.ts.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      // A fresh embedded PGlite with the demo data (an empty DATABASE_URL means unset, so a
      // developer's own database is never touched); the tests read reset mails under mail/.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      APP_URL: baseURL,
      // Every test logs in several times, all from one address.
      AUTH_RATE_LIMIT_MAX: '10000',
      REFRESH_RATE_LIMIT_MAX: '10000',
      // The demo trade user logs in well over 100 times in a run (the per-account hourly limit).
      LOGIN_ACCOUNT_LIMIT_MAX: '10000',
      LOG_LEVEL: 'warn',
      // The van collects a digital return a few seconds after approval (tests/e2e/returns.spec.ts).
      RETURN_ROUND_SECONDS: '5',
    },
  },
});
