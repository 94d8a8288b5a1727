// What the Chromium benches of the sync engine share: a page built by Vite from the real src
// modules, and a Chromium to run it in (scripts/find-chromium.mjs).
import { createReadStream, existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

/**
 * Builds bench/browser/<name>.html and its entry into a fresh directory, answered. `base` is the
 * path it will be served under (a page served by a Workbay server sits under /bench/).
 */
export async function buildBenchPage(name: string, base = '/', { withReact = false } = {}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `workbay-bench-${name}-`));
  await build({
    configFile: false,
    logLevel: 'error',
    // A page rendering real React components (JSX, the app's styles) is built as the app is.
    plugins: withReact ? [react()] : [],
    base,
    root: 'bench/browser',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: `bench/browser/${name}.html` } },
  });
  return outDir;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

/** Serves a built page's directory on a free loopback port (stylesheets as text/css, or Chromium ignores them). */
export async function serveDirectory(dir: string): Promise<{ origin: string; server: Server }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = join(dir, (request.url ?? '/').split('?')[0] ?? '/');
    if (!existsSync(file) || file.endsWith('/')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}
