import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { z } from 'zod/mini';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../scripts/route-preloads-plugin';

/**
 * The app shell with the code of the page it opens named in its head (issue 23): the page's chunks
 * as module preloads (scripts only: why, in the plugin), so that a phone fetches them beside the
 * start chunk instead of in a second wave after it has run. The build lists each main page's files in
 * route-preloads.json (scripts/route-preloads-plugin.ts); a page not listed gets the plain shell.
 * An installed app opens from its service worker's copy of the shell, which needs none of this.
 */
// The build's list as the build writes it (one definition of its name and shape, in the plugin).
const routePreloadsSchema: z.ZodMiniType<RoutePreload[]> = z.array(
  z.object({ path: z.string(), scripts: z.array(z.string()) }),
);

/** `/products/:id` matches one segment for `:id`; `/category/*` matches the rest of the path. */
export function matchesRoutePath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  for (let index = 0; index < wanted.length; index += 1) {
    const part = wanted[index]!;
    if (part === '*') return given.length > index;
    const segment = given[index];
    if (segment === undefined || (!part.startsWith(':') && part !== segment)) return false;
  }
  return given.length === wanted.length;
}

export interface Shell {
  html: string;
  /**
   * The same, brotli-compressed once at start, as the build compresses its files
   * (scripts/compress-dist.mjs): the compression plugin does not reach the not-found handler.
   */
  brotli: Buffer;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function withPreloads(html: string, scripts: string[]): string {
  // crossorigin as Vite's own preloads have it, so that the browser reuses these fetches. Low
  // priority: the start's styles and script come first, so the first paint (the spinner, in the
  // styles) waits for none of these.
  const attributes = (href: string) => `crossorigin fetchpriority="low" href="${escapeAttribute(href)}"`;
  const links = scripts.map((href) => `<link rel="modulepreload" ${attributes(href)}>`);
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** The shell for each listed page, or nothing when the build has no list (a test's miniature). */
export function loadRouteShells(distDir: string): (path: string) => Shell | undefined {
  const listFile = resolve(distDir, ROUTE_PRELOADS_FILE);
  const shellFile = resolve(distDir, 'index.html');
  if (!existsSync(listFile) || !existsSync(shellFile)) return () => undefined;
  const html = readFileSync(shellFile, 'utf8');
  const shells = routePreloadsSchema.parse(JSON.parse(readFileSync(listFile, 'utf8'))).map((route) => {
    const page = withPreloads(html, route.scripts);
    const brotli = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    return { path: route.path, shell: { html: page, brotli } };
  });
  return (path) => shells.find((route) => matchesRoutePath(route.path, path))?.shell;
}
