/**
 * Whether an uploaded image may be stored for a public image field: the size and type the
 * registry declares, checked by the shared validation engine with its messages, then what the
 * bytes really are (an SVG, an HTML page or a script renamed .png is no image).
 */
import { messages, validateField, type FieldDef } from '@hexagone/schemas';
import { readFileContent } from '../platform/files/file-content';

export interface ReceivedFile {
  originalname: string;
  size: number;
  mimetype: string;
  buffer: Uint8Array;
}

export interface ImageKind {
  mime: string;
  /** Without its dot: the stored name's end. */
  ext: string;
}

export type UploadVerdict = { ok: true; kind: ImageKind } | { ok: false; status: 413 | 415; message: string };

export async function checkUpload(field: FieldDef, file: ReceivedFile): Promise<UploadVerdict> {
  const claimed = { name: file.originalname, size: file.size, type: file.mimetype };
  const error = validateField(field, claimed);
  if (error) return { ok: false, status: field.maxSize !== undefined && file.size > field.maxSize ? 413 : 415, message: error };

  const content = await readFileContent(file.buffer);
  if (content?.kind !== 'image') return { ok: false, status: 415, message: messages.accept(field.accept ?? 'image/*') };
  return { ok: true, kind: { mime: content.mime, ext: content.extensions[0].slice(1) } };
}
