// A Chromium bench page that renders real React components with the app's styles: built by Vite
// with the React plugin (as the app is), and served with its stylesheet's own type, which
// Chromium needs before it applies a stylesheet. bench/browser-page.ts builds the pages that
// render nothing.
import { createReadStream, existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds bench/browser/<name>.html and its entry (with JSX and CSS) into a fresh directory, answered. */
export async function buildReactBenchPage(name: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `workbay-bench-${name}-`));
  await build({
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    root: 'bench/browser',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: `bench/browser/${name}.html` } },
  });
  return outDir;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built page's directory on a free loopback port, stylesheets as text/css. */
export async function serveStyledDirectory(dir: string): Promise<{ origin: string; server: Server }> {
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
