// `npm run bench` (client size part): the built client's chunks, and the JavaScript the home page
// loads before its first paint (the entry script and its module preloads), compressed as served.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const AIM_BYTES = 170 * 1024;

const dist = mkdtempSync(join(tmpdir(), 'workbay-bench-dist-'));
execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir']);
const sizes = (file: string) => {
  const content = readFileSync(join(dist, file));
  return {
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content).length,
  };
};
const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .map((name) => sizes(`assets/${name}`))
  .sort((a, b) => b.brotli - a.brotli);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => sizes(match[1] ?? ''));
const brotliBytes = initial.reduce((sum, chunk) => sum + chunk.brotli, 0);
const gzipBytes = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
console.log(
  `home page JavaScript before first paint: ${(gzipBytes / 1024).toFixed(1)} KB gzip, ` +
    `${(brotliBytes / 1024).toFixed(1)} KB brotli ` +
    `(aim ≤ 170 KB ${brotliBytes <= AIM_BYTES ? '✓' : '✗'})`,
);
for (const chunk of chunks.slice(0, 12)) {
  console.log(`  ${chunk.file}: ${(chunk.bytes / 1024).toFixed(1)} KB, ${(chunk.brotli / 1024).toFixed(1)} KB brotli`);
}
const results = {
  measuredAt: new Date().toISOString(),
  homePageInitialJs: { files: initial.map((chunk) => chunk.file), gzipBytes, brotliBytes, aimBytes: AIM_BYTES },
  chunks,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results/bundle.json');
