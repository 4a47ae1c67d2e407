import { describe, expect, it } from 'vitest';
import { blogPosts, fieldByName, supportTickets, type FieldDef } from '@hexagone/schemas';
import { checkUpload, type ReceivedFile } from './upload-check';
import { privateUploadHardLimit, uploadField, uploadHardLimit, uploadTarget, isPrivateUploadField } from './upload-target';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
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
  it('finds the public image fields of the registry', () => {
    expect(uploadField('blog_posts', 'featured_image')).toBe(image);
  });

  it('refuses anything else, private file fields included', () => {
    expect(uploadField('blog_posts', 'title')).toBeUndefined();
    expect(uploadField('blog_posts', 'nope')).toBeUndefined();
    expect(uploadField('nope', 'featured_image')).toBeUndefined();
    expect(uploadField(['blog_posts'], 'featured_image')).toBeUndefined();
    expect(uploadField(undefined, undefined)).toBeUndefined();
    expect(uploadField('support_tickets', 'attachments')).toBeUndefined();
  });

  it('finds the private file fields for the private uploads only', () => {
    expect(uploadTarget('support_tickets', 'attachments', isPrivateUploadField)).toEqual({
      resource: supportTickets,
      field: fieldByName(supportTickets, 'attachments'),
    });
    expect(uploadTarget('blog_posts', 'featured_image', isPrivateUploadField)).toBeUndefined();
  });
});

describe('upload hard limits', () => {
  it('is the largest size an image field declares, at least the 5 MB of images', () => {
    expect(uploadHardLimit()).toBeGreaterThanOrEqual(5242880);
    expect(uploadHardLimit([])).toBe(5242880);
    const big = { ...blogPosts, fields: [{ ...image, maxSize: 20_000_000 }] };
    expect(uploadHardLimit([blogPosts, big])).toBe(20_000_000);
  });

  it('is the largest bound of a private file field for private files', () => {
    expect(privateUploadHardLimit([supportTickets])).toBe(10 * 1024 * 1024);
    expect(privateUploadHardLimit([blogPosts])).toBe(0);
  });
});

describe('checkUpload', () => {
  it('accepts a real PNG under 5 MB and names it from its bytes', async () => {
    expect(await checkUpload(image, file(PNG, { originalname: 'photo.jpeg', mimetype: 'image/jpeg' }))).toEqual({
      ok: true,
      kind: { mime: 'image/png', ext: 'png' },
    });
  });

  it("refuses a file over 5 MB with the engine's message", async () => {
    expect(await checkUpload(image, file(PNG, { size: 5242881 }))).toEqual({ ok: false, status: 413, message: 'Taille maximale: 5 MB' });
  });

  it('refuses a declared type outside the accepted ones', async () => {
    expect(await checkUpload(image, file(PDF, { originalname: 'doc.pdf', mimetype: 'application/pdf' }))).toEqual({
      ok: false,
      status: 415,
      message: 'Types de fichiers acceptés: image/*',
    });
  });

  it('refuses a fake image, an SVG above all', async () => {
    for (const buffer of [SVG, PDF, new TextEncoder().encode('pas une image')]) {
      expect(await checkUpload(image, file(buffer))).toEqual({ ok: false, status: 415, message: 'Types de fichiers acceptés: image/*' });
    }
    expect(await checkUpload(image, file(SVG, { originalname: 'logo.svg', mimetype: 'image/svg+xml' }))).toMatchObject({ ok: false, status: 415 });
  });
});
