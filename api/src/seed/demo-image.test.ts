import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readFileContent } from '../platform/files/file-content';
import { crc32, demoCover, encodePng, hexToRgb } from './demo-image';
import { seededRandom } from './random';

/** The chunks of a PNG: type, data and whether the stored CRC is right. */
function chunks(png: Buffer) {
  const found: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    found.push({ type, data, crcOk: png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return found;
}

describe('crc32', () => {
  it('matches the reference value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('writes a PNG the upload check recognises, with valid chunks and the pixels given', async () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]);
    const png = encodePng(2, 2, pixels);
    expect(await readFileContent(png)).toMatchObject({ mime: 'image/png' });
    const [header, data, end] = chunks(png);
    expect([header.type, data.type, end.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([header, data, end].every((c) => c.crcOk)).toBe(true);
    expect([header.data.readUInt32BE(0), header.data.readUInt32BE(4), header.data[8], header.data[9]]).toEqual([2, 2, 8, 2]);
    expect([...inflateSync(data.data)]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  });
});

describe('demoCover', () => {
  it('goes from one colour to the other, the same for the same seed', () => {
    expect(hexToRgb('#6d28d9')).toEqual([0x6d, 0x28, 0xd9]);
    const cover = demoCover(40, 20, '#000000', '#ffffff', seededRandom(1));
    expect(cover.equals(demoCover(40, 20, '#000000', '#ffffff', seededRandom(1)))).toBe(true);
    const rows = inflateSync(chunks(cover)[1].data);
    const first = rows[1];
    const last = rows[rows.length - 1];
    expect(last).toBeGreaterThan(first);
  });
});
