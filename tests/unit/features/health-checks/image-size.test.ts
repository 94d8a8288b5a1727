import { describe, expect, it } from 'vitest';
import { fitted, jpegSize } from '../../../../src/features/health-checks/photos/image-size';

/** A JPEG's head: SOI, an optional EXIF APP1 with its orientation, and a baseline frame header. */
function jpegHead(width: number, height: number, orientation?: number): Uint8Array {
  const bytes: number[] = [0xff, 0xd8];
  if (orientation !== undefined) {
    // "Exif\0\0", then a little-endian TIFF header with one IFD entry: 0x0112 SHORT 1 orientation.
    const tiff = [0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0];
    const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
    bytes.push(0xff, 0xe1, 0, app1.length + 2, ...app1);
  }
  bytes.push(0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array(9).fill(0));
  return new Uint8Array(bytes);
}

describe('a camera JPEG’s size, from its first bytes', () => {
  it('reads the frame header, after any segment before it', () => {
    expect(jpegSize(jpegHead(4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(jpegSize(jpegHead(4000, 3000, 1))).toEqual({ width: 4000, height: 3000 });
  });

  it('turns the size when EXIF says the phone was held upright (orientations 5–8)', () => {
    expect(jpegSize(jpegHead(4000, 3000, 6))).toEqual({ width: 3000, height: 4000 });
  });

  it('reads nothing from bytes that are not a JPEG', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it('fits the long edge to 1600 px, keeps the shape, and never enlarges', () => {
    expect(fitted({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitted({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitted({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
  });
});
