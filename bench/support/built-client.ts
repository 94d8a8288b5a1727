// The client as `npm start` serves it, built into a directory of its own (so that a build in the
// work tree meanwhile changes nothing under the bench), with the Lighthouse floor beside it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds the app into a fresh directory, and the blank floor page (bench/browser/floor.html) into
 * its `floor/` folder, then writes their compressed copies as `npm run build` does. Answers the
 * directory, to serve as DIST_DIR.
 */
export async function buildClient(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'workbay-bench-client-'));
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir']);
  await build({
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    base: '/floor/',
    root: 'bench/browser',
    build: { outDir: join(dist, 'floor'), emptyOutDir: true, rollupOptions: { input: 'bench/browser/floor.html' } },
  });
  execFileSync('node', ['scripts/compress-dist.mjs', dist]);
  return dist;
}
