/**
 * What a file really is, read from its bytes, never from the name or type the client claims.
 * file-type recognises the containers; what it leaves open is settled here: that an OLE
 * compound file is a Word document (it has the `WordDocument` stream), that a ZIP is a DOCX
 * (it has `[Content_Types].xml` and `word/document.xml`), and plain text (valid UTF-8, no NUL),
 * which has no signature at all.
 */
import * as CFB from 'cfb';
import JSZip from 'jszip';
import type { FileKindName } from '@hexagone/schemas';

export interface FileContent {
  kind: FileKindName;
  /** The media type it is served with. */
  mime: string;
  /** The extensions a name of this content may bear, the first given to a name without any. */
  extensions: readonly string[];
}

/** The formats taken, by the media type file-type reads. */
const RECOGNISED: Readonly<Record<string, FileContent>> = {
  'image/png': { kind: 'image', mime: 'image/png', extensions: ['.png'] },
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  'image/gif': { kind: 'image', mime: 'image/gif', extensions: ['.gif'] },
  'image/webp': { kind: 'image', mime: 'image/webp', extensions: ['.webp'] },
  'application/pdf': { kind: 'pdf', mime: 'application/pdf', extensions: ['.pdf'] },
};

const DOC: FileContent = { kind: 'doc', mime: 'application/msword', extensions: ['.doc'] };
const DOCX: FileContent = { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] };
const TEXT: FileContent = { kind: 'text', mime: 'text/plain; charset=utf-8', extensions: ['.txt'] };

// file-type is an ES module: loaded once, when first needed.
let fileType: Promise<{ fileTypeFromBuffer(bytes: Uint8Array): Promise<{ ext: string; mime: string } | undefined> }> | undefined;

export async function readFileContent(bytes: Uint8Array): Promise<FileContent | undefined> {
  fileType ??= import('file-type');
  const found = await (await fileType).fileTypeFromBuffer(bytes);
  if (!found) return isPlainText(bytes) ? TEXT : undefined;
  if (found.ext === 'cfb') return isWordBinary(bytes) ? DOC : undefined;
  if (found.ext === 'docx') return (await hasDocxParts(bytes)) ? DOCX : undefined;
  return RECOGNISED[found.mime];
}

/** Valid UTF-8 without a NUL: what no binary format is. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function isWordBinary(bytes: Uint8Array): boolean {
  try {
    return CFB.find(CFB.read(Buffer.from(bytes), { type: 'buffer' }), 'WordDocument') !== null;
  } catch {
    return false;
  }
}

/** Reads the archive's directory only: nothing is inflated. */
async function hasDocxParts(bytes: Uint8Array): Promise<boolean> {
  try {
    const zip = await JSZip.loadAsync(bytes);
    return zip.file('[Content_Types].xml') !== null && zip.file('word/document.xml') !== null;
  } catch {
    return false;
  }
}
