/**
 * Cover images for the demo posts, drawn here rather than shipped: a diagonal gradient
 * between two colours with a few soft discs, encoded as a PNG (RGB, 8 bits) with zlib.
 */
import { deflateSync } from 'node:zlib';
import type { Random } from './random';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
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

/** A PNG of `width` × `height` RGB pixels given row by row (3 bytes a pixel). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 0, none.
    rows.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** The cover: `from` at the top left to `to` at the bottom right, lit by three discs placed by `random`. */
export function demoCover(width: number, height: number, from: string, to: string, random: Random): Buffer {
  const [a, b] = [hexToRgb(from), hexToRgb(to)];
  const discs = Array.from({ length: 3 }, () => ({
    x: random.next() * width,
    y: random.next() * height,
    r: (0.2 + random.next() * 0.3) * height,
  }));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const disc of discs) if ((x - disc.x) ** 2 + (y - disc.y) ** 2 < disc.r ** 2) light += 0.08;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = Math.min(255, Math.round(a[c] + (b[c] - a[c]) * t + 255 * light));
    }
  }
  return encodePng(width, height, rgb);
}
