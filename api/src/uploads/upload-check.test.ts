import { describe, expect, it } from 'vitest';
import { blogPosts, fieldByName, type FieldDef } from '@hexagone/schemas';
import { checkUpload, type ReceivedFile } from './upload-check';
import { uploadField, uploadHardLimit } from './upload-target';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = new TextEncoder().encode('%PDF-1.7\n');

const image = fieldByName(blogPosts, 'featured_image') as FieldDef;
const file = (buffer: Uint8Array, overrides: Partial<ReceivedFile> = {}): ReceivedFile => ({
  originalname: 'photo.png',
  mimetype: 'image/png',
  size: buffer.length,
  buffer,
  ...overrides,
});

describe('uploadField', () => {
  it('finds the image and file fields of the registry', () => {
    expect(uploadField('blog_posts', 'featured_image')).toBe(image);
  });

  it('refuses anything else', () => {
    expect(uploadField('blog_posts', 'title')).toBeUndefined();
    expect(uploadField('blog_posts', 'nope')).toBeUndefined();
    expect(uploadField('nope', 'featured_image')).toBeUndefined();
    expect(uploadField(['blog_posts'], 'featured_image')).toBeUndefined();
    expect(uploadField(undefined, undefined)).toBeUndefined();
  });
});

describe('uploadHardLimit', () => {
  it('is the largest size a field declares, at least the 5 MB of images', () => {
    expect(uploadHardLimit()).toBeGreaterThanOrEqual(5242880);
    expect(uploadHardLimit([])).toBe(5242880);
    const big = { ...blogPosts, fields: [{ ...image, maxSize: 20_000_000 }] };
    expect(uploadHardLimit([blogPosts, big])).toBe(20_000_000);
  });
});

describe('checkUpload', () => {
  it('accepts a real PNG under 5 MB and names it from its bytes', () => {
    expect(checkUpload(image, file(PNG, { originalname: 'photo.jpeg', mimetype: 'image/jpeg' }))).toEqual({
      ok: true,
      kind: { mime: 'image/png', ext: 'png', image: true },
    });
  });

  it("refuses a file over 5 MB with the engine's message", () => {
    expect(checkUpload(image, file(PNG, { size: 5242881 }))).toEqual({ ok: false, status: 413, message: 'Taille maximale: 5 MB' });
  });

  it('refuses a declared type outside the accepted ones', () => {
    expect(checkUpload(image, file(PDF, { originalname: 'doc.pdf', mimetype: 'application/pdf' }))).toEqual({
      ok: false,
      status: 415,
      message: 'Types de fichiers acceptés: image/*',
    });
  });

  it('refuses a fake image, an SVG above all', () => {
    for (const buffer of [SVG, PDF, new TextEncoder().encode('pas une image')]) {
      expect(checkUpload(image, file(buffer))).toEqual({ ok: false, status: 415, message: 'Types de fichiers acceptés: image/*' });
    }
    expect(checkUpload(image, file(SVG, { originalname: 'logo.svg', mimetype: 'image/svg+xml' }))).toMatchObject({ ok: false, status: 415 });
  });

  it('lists the known types for a field that declares none', () => {
    const attachment: FieldDef = { name: 'attachment', label: 'Pièce jointe', type: 'file' };
    expect(checkUpload(attachment, file(PDF, { originalname: 'devis.pdf', mimetype: 'application/pdf' }))).toMatchObject({ ok: true, kind: { ext: 'pdf' } });
    expect(checkUpload(attachment, file(SVG))).toEqual({ ok: false, status: 415, message: 'Types de fichiers acceptés: .png, .jpg, .gif, .webp, .pdf' });
  });
});
