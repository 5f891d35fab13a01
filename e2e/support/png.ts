import { deflateSync } from 'node:zlib';

// A real PNG built by hand (signature, IHDR, IDAT, IEND with CRCs), so the tests need no image
// library: the server sniffs and re-encodes it like any upload from a phone.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngOptions {
  width?: number;
  height?: number;
  /** [red, green, blue] of the top half; the bottom half is its inverse. */
  color?: readonly [number, number, number];
}

/** An RGB PNG of two colour bands (so a crop or a re-encode has something to keep). */
export function makePng({
  width = 96,
  height = 96,
  color = [64, 160, 224],
}: PngOptions = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // no interlace
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    pixels[y * row] = 0; // filter type None
    const [r, g, b] = y < height / 2 ? color : [255 - color[0], 255 - color[1], 255 - color[2]];
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 3;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG as a data URL, the way the sign-up form sends a picture. */
export function pngDataUrl(options?: PngOptions): string {
  return `data:image/png;base64,${makePng(options).toString('base64')}`;
}
