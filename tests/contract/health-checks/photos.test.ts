import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDigestOf, isJpeg, sha256Of, sha256OfDigest } from '../../../contract/health-checks/photos';

describe('a photo’s Content-Digest', () => {
  it('hashes as Node does, and reads back what it wrote', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        const hash = await sha256Of(bytes);
        expect(hash).toBe(createHash('sha256').update(bytes).digest('base64'));
        expect(sha256OfDigest(contentDigestOf(hash))).toBe(hash);
      }),
    );
  });

  it('finds sha-256 among other algorithms and parameters (RFC 9530 is a dictionary)', () => {
    const hash = 'X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=';
    expect(sha256OfDigest(`sha-512=:AAAA:, sha-256=:${hash}:`)).toBe(hash);
    expect(sha256OfDigest(`sha-256=:${hash}:;x=1`)).toBe(hash);
  });

  it('names no hash when the field is missing, another algorithm only, or not the structured form', () => {
    for (const field of [
      undefined,
      '',
      'sha-512=:AAAA:',
      `sha-256=${'a'.repeat(44)}`,
      'sha-256=:not base64!:',
      'xsha-256=:AAAA:',
    ])
      expect(sha256OfDigest(field), String(field)).toBeNull();
  });
});

describe('isJpeg', () => {
  it('knows a JPEG by its first three bytes', () => {
    expect(isJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isJpeg(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(false);
  });
});
