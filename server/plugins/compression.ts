import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers over 1 KB go out brotli- or gzip-compressed; brotli at a middling quality,
 * since it runs per request (the built client is compressed once, at build time). Every answer
 * carries an ETag, so a client revalidating a catalogue read gets 304 and no body.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(etag, { weak: true });
}
