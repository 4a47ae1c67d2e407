import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-signature';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectFileKind', () => {
  it('reads PNG, JPEG, GIF and WebP images from their first bytes', () => {
    expect(detectFileKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toMatchObject({ mime: 'image/png', ext: 'png', image: true });
    expect(detectFileKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', image: true });
    expect(detectFileKind(bytes('GIF89a', [1, 0]))).toMatchObject({ ext: 'gif', image: true });
    expect(detectFileKind(bytes('GIF87a'))).toMatchObject({ ext: 'gif' });
    expect(detectFileKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toMatchObject({ mime: 'image/webp', ext: 'webp' });
  });

  it('reads a PDF as a document, not an image', () => {
    expect(detectFileKind(bytes('%PDF-1.7'))).toEqual({ mime: 'application/pdf', ext: 'pdf', image: false });
  });

  it('knows nothing of SVG, HTML, text or truncated signatures', () => {
    for (const content of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<!doctype html>', 'bonjour', 'RIFF0000WAVE', 'GIF8']) {
      expect(detectFileKind(bytes(content)), content).toBeUndefined();
    }
    expect(detectFileKind(bytes([0x89], 'PN'))).toBeUndefined();
    expect(detectFileKind(new Uint8Array())).toBeUndefined();
  });
});
