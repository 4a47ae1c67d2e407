/**
 * Private files (a ticket's attachments): a `file` field holds, for each file, the id the file
 * store knows it by and what the server read of it. The server checks each file by its bytes
 * (api/src/platform/files) and lets read it exactly whoever may read the record that holds it;
 * the browser uses the same kinds for its picker and its first check.
 *
 *   { name: 'attachments', label: 'Pièces jointes', type: 'file', multiple: true, maxItems: 10,
 *     fileKinds: ['image', 'pdf', 'doc', 'docx', 'text'], maxSize: 10 * MEGABYTE }
 */
import type { FieldDef } from './fields';

/** What a private file may be, recognised from its content. */
export type FileKindName = 'image' | 'pdf' | 'text' | 'doc' | 'docx';

export interface FileKindDef {
  /** As the refusal lists it ("Types de fichiers acceptés: images, PDF"). */
  label: string;
  /** The names a file of this content may bear, the first one given to a name without any. */
  extensions: readonly string[];
}

export const FILE_KINDS: Readonly<Record<FileKindName, FileKindDef>> = {
  image: { label: 'images', extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'] },
  pdf: { label: 'PDF', extensions: ['.pdf'] },
  doc: { label: 'DOC', extensions: ['.doc'] },
  docx: { label: 'DOCX', extensions: ['.docx'] },
  text: { label: 'texte', extensions: ['.txt'] },
};

export const MEGABYTE = 1024 * 1024;

/** A file field's size bound when it declares none. */
export const PRIVATE_FILE_MAX_BYTES = 10 * MEGABYTE;

/** A stored private file as its record holds it (and as the API answers it). */
export interface StoredFile {
  /** Random, 128 bits: the file's only name in the store. */
  id: string;
  /** The uploader's file name, sanitised: shown and given back on download, never used as a path. */
  name: string;
  size: number;
  /** The media type read from the content. */
  type: string;
}

export const FILE_ID_PATTERN = /^[0-9a-f]{32}$/;

export const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredFile).id === 'string' &&
  FILE_ID_PATTERN.test((value as StoredFile).id);

/** The stored files of a field's value, one or several. */
export const storedFilesOf = (value: unknown): StoredFile[] => (Array.isArray(value) ? value : [value]).filter(isStoredFile);

/** Whether a field holds private files (images of the site are `image` fields, public). */
export const isPrivateFileField = (field: FieldDef): boolean => field.type === 'file';

export const fileKindsOf = (field: FieldDef): readonly FileKindName[] => field.fileKinds ?? (Object.keys(FILE_KINDS) as FileKindName[]);

/** The `accept` of the field's picker: the extensions of its kinds. */
export const fileAcceptOf = (field: FieldDef): string =>
  field.accept ?? fileKindsOf(field).flatMap((kind) => FILE_KINDS[kind].extensions).join(',');

/** The kinds as a refusal lists them ("images, PDF, DOC, DOCX, texte"). */
export const fileKindsLabel = (field: FieldDef): string => fileKindsOf(field).map((kind) => FILE_KINDS[kind].label).join(', ');

export const privateFileMaxSize = (field: FieldDef): number => field.maxSize ?? PRIVATE_FILE_MAX_BYTES;

/** The address a stored file is read at (with the session, or with `?signature=`). */
export const privateFilePath = (id: string): string => `/api/files/${id}`;
