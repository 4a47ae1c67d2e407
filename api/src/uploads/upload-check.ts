/**
 * Whether an uploaded file may be stored for a field: the size and type the registry
 * declares, checked by the shared validation engine with its messages, then what the bytes
 * really are.
 */
import { fileMatchesAccept, messages, validateField, type FieldDef } from '@hexagone/schemas';
import { KNOWN_FILE_KINDS, detectFileKind, type FileKind } from './file-signature';

export interface ReceivedFile {
  originalname: string;
  size: number;
  mimetype: string;
  buffer: Uint8Array;
}

export type UploadVerdict = { ok: true; kind: FileKind } | { ok: false; status: 413 | 415; message: string };

/** The types a field takes, as its message lists them. */
const acceptedTypes = (field: FieldDef): string =>
  field.accept ??
  KNOWN_FILE_KINDS.filter((kind) => field.type !== 'image' || kind.image)
    .map((kind) => `.${kind.ext}`)
    .join(', ');

export function checkUpload(field: FieldDef, file: ReceivedFile): UploadVerdict {
  const claimed = { name: file.originalname, size: file.size, type: file.mimetype };
  const error = validateField(field, claimed);
  if (error) return { ok: false, status: field.maxSize !== undefined && file.size > field.maxSize ? 413 : 415, message: error };

  const kind = detectFileKind(file.buffer);
  const accepted =
    kind !== undefined &&
    (field.type !== 'image' || kind.image) &&
    (!field.accept || fileMatchesAccept({ name: `fichier.${kind.ext}`, size: file.size, type: kind.mime }, field.accept));
  return accepted ? { ok: true, kind } : { ok: false, status: 415, message: messages.accept(acceptedTypes(field)) };
}
