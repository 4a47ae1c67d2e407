/**
 * Whether an uploaded file may be kept for a private file field: its size, then what its
 * bytes are (one of the field's kinds), then that its name says the same (a PNG named
 * "devis.pdf" is refused: whoever opens it would be misled). Answers the name to keep.
 */
import { FILE_KINDS, fileKindsLabel, fileKindsOf, formatMegabytes, messages, privateFileMaxSize, type FieldDef } from '@hexagone/schemas';
import type { ReceivedFile } from '../../uploads/upload-check';
import { readFileContent, type FileContent } from './file-content';
import { extensionOf, sanitiseFileName } from './file-name';

export const FILE_MESSAGES = {
  empty: 'Le fichier est vide',
  misnamed: (extension: string) => `Le contenu du fichier ne correspond pas à son extension (${extension})`,
} as const;

export type FileVerdict = { ok: true; content: FileContent; name: string } | { ok: false; status: 400 | 413 | 415; message: string };

export async function checkPrivateFile(field: FieldDef, file: ReceivedFile): Promise<FileVerdict> {
  const maxSize = privateFileMaxSize(field);
  if (file.size > maxSize) return { ok: false, status: 413, message: messages.maxSize(formatMegabytes(maxSize)) };
  if (file.size === 0) return { ok: false, status: 400, message: FILE_MESSAGES.empty };

  const content = await readFileContent(file.buffer);
  if (!content || !fileKindsOf(field).includes(content.kind)) return { ok: false, status: 415, message: messages.accept(fileKindsLabel(field)) };

  const name = sanitiseFileName(file.originalname);
  const extension = extensionOf(name);
  if (!extension) return { ok: true, content, name: `${name}${content.extensions[0]}` };
  if (!content.extensions.includes(extension)) {
    // Named as another kind the field takes: the name lies. Named as nothing it takes: the usual refusal.
    const taken = fileKindsOf(field).some((kind) => FILE_KINDS[kind].extensions.includes(extension));
    return { ok: false, status: 415, message: taken ? FILE_MESSAGES.misnamed(extension) : messages.accept(fileKindsLabel(field)) };
  }
  return { ok: true, content, name };
}
