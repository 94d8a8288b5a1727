// `npm run test:e2e`: finds (or installs) Chromium, builds the client once, then runs Playwright
// (playwright.config.ts starts the server) on a free port with a fresh data directory.
// Arguments go to `playwright test`, e.g. `npm run test:e2e -- tests/e2e/pwa.spec.ts`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

const chromiumPath = findChromium();
console.log(`Chromium: ${chromiumPath}`);

// The run's own build and data, outside the work tree: a `vite build` into dist/ by someone else
// mid-run would otherwise swap the hashed files under the running server.
const runDir = mkdtempSync(join(tmpdir(), 'workbay-e2e-'));
const distDir = join(runDir, 'dist');
const dataDir = join(runDir, 'data');

const built = run('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']);
if (built !== 0 || run('node', ['scripts/compress-dist.mjs', distDir]) !== 0) {
  console.error('vite build failed: no browser tests ran.');
  process.exit(built || 1);
}

const port = await freePort(3100);
console.log(`Server: http://127.0.0.1:${port}, build and data in ${runDir}`);

const status = run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
  E2E_PORT: String(port),
  E2E_DIST_DIR: distDir,
  E2E_DATA_DIR: dataDir,
});

// Keep the data (database, mails) of a failed run for a look; a passing one leaves nothing.
if (status === 0) rmSync(runDir, { recursive: true, force: true });
else console.error(`Kept this run's build and server data in ${runDir}`);
process.exit(status);
