import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import xxhash from 'xxhash-wasm';

/**
 * JSON answers over 1 KB go out brotli- or gzip-compressed; brotli at a middling quality,
 * since it runs per request (the built client is compressed once, at build time). Every answer
 * carries an ETag, so a client revalidating a catalogue read gets 304 and no body.
 *
 * The ETag is weak and only has to change when the answer does, not resist forgery: xxHash64
 * (WebAssembly) instead of the plugin's SHA-1. On a 34 KB product-information answer SHA-1 was
 * about a tenth of the route's own work; xxHash64 takes a quarter of its time.
 */
/** Compiled once per process: the test suites build many apps. */
const hasher = xxhash();

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const { h64ToString, h64Raw } = await hasher;
  await app.register(etag, {
    weak: true,
    hashFn: (payload: string | Buffer) =>
      typeof payload === 'string' ? h64ToString(payload) : h64Raw(payload).toString(16).padStart(16, '0'),
  });
}
