/**
 * Small genuine files of each kind a private file field takes, and liars, for the tests: built
 * here rather than kept as binaries, so that what each one is stays readable.
 */
import * as CFB from 'cfb';
import JSZip from 'jszip';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A real 1×1 JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A real 1×1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A real 1×1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const TEXT = Buffer.from('Bonjour, voici le journal de l’erreur : « échec à 12 h 30 ».\n');
export const TEXT_WITH_NUL = Buffer.from('Bonjour\u0000le monde\n');
/** Latin-1 "é": not UTF-8. */
export const LATIN1_TEXT = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
/** The start of a Windows program. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** An OLE compound file with a WordDocument stream, as Word 97-2003 writes. */
export function doc(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', Buffer.alloc(4096, 1));
  CFB.utils.cfb_add(container, '1Table', Buffer.alloc(4096, 2));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** An OLE compound file without a Word document (an Excel 97 workbook's stream). */
export function oleNotWord(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'Workbook', Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

async function zip(entries: Record<string, string>): Promise<Buffer> {
  const archive = new JSZip();
  for (const [name, content] of Object.entries(entries)) archive.file(name, content);
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A minimal Word document. */
export const docx = () =>
  zip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });

/** A ZIP of other things. */
export const plainZip = () => zip({ 'notes.txt': 'bonjour', 'photo.txt': 'pas une photo' });

/** A ZIP that announces a Word document but holds none. */
export const docxWithoutDocument = () => zip({ '[Content_Types].xml': CONTENT_TYPES, 'word/styles.xml': '<w:styles/>' });
