// `npm run test:e2e`: finds (or installs) Chromium, builds the client and the server once, then runs
// Playwright (playwright.config.ts starts the built server, as `npm start` does) on a free port with
// a fresh data directory.
// Arguments go to `playwright test`, e.g. `npm run test:e2e -- tests/e2e/pwa.spec.ts`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

const chromiumPath = findChromium();
console.log(`Chromium: ${chromiumPath}`);

// The run's own builds and data, outside the work tree: a `vite build` into dist/ (or a server
// build into dist-server/) by someone else mid-run would otherwise swap files under the server.
const runDir = mkdtempSync(join(tmpdir(), 'workbay-e2e-'));
const distDir = join(runDir, 'dist');
const serverDir = join(runDir, 'dist-server');
const dataDir = join(runDir, 'data');
// The server's bundle leaves packages to node_modules, which Node looks for in the folders above it.
symlinkSync(resolve('node_modules'), join(runDir, 'node_modules'), 'dir');

const built = run('node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir']);
if (built !== 0 || run('node', ['scripts/compress-dist.mjs', distDir]) !== 0) {
  console.error('vite build failed: no browser tests ran.');
  process.exit(built || 1);
}
if (run('node', ['scripts/build-server.mjs', serverDir]) !== 0) {
  console.error('The server build failed: no browser tests ran.');
  process.exit(1);
}

const port = await freePort(3100);
console.log(`Server: http://127.0.0.1:${port}, build and data in ${runDir}`);

const status = run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
  E2E_PORT: String(port),
  E2E_DIST_DIR: distDir,
  E2E_SERVER_DIR: serverDir,
  E2E_DATA_DIR: dataDir,
});

// Keep the data (database, mails) of a failed run for a look, with its traces and screenshots:
// CI runs in a clone it then deletes, and a flake seen once there is otherwise gone. A passing
// run leaves nothing.
if (status === 0) rmSync(runDir, { recursive: true, force: true });
else {
  if (existsSync('test-results/e2e')) cpSync('test-results/e2e', join(runDir, 'test-results'), { recursive: true });
  console.error(`Kept this run's build, server data, traces and screenshots in ${runDir}`);
}
process.exit(status);
