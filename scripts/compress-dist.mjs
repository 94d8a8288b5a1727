// Writes brotli (.br) and gzip (.gz) copies of the built client's text files, so that the server
// sends them precompressed (@fastify/static preCompressed) instead of compressing per request.
// Runs after `vite build`: node scripts/compress-dist.mjs [distDir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  // The service worker is left alone: the browser compares it byte for byte on every visit, and a
  // stale compressed copy beside a new sw.js would hide an update.
  if (!TEXT.test(path) || statSync(path).size < MIN_BYTES || /(^|[\\/])sw\.js$/.test(path)) continue;
  const content = readFileSync(path);
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += br.length;
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
