/**
 * The service's account of each private file, beside its bytes: which field of which record
 * holds it (none until that record is saved), what its content is, its sanitised name and who
 * uploaded it.
 */
import type { StoredFile } from '@hexagone/schemas';

export const FILES_COLLECTION = 'platform_files';

export interface FileRecord {
  /** The random id, also the file's name in the store. */
  _id: string;
  collection: string;
  field: string;
  /** The record holding it; null from the upload until that record is saved. */
  record_id: string | null;
  name: string;
  size: number;
  type: string;
  uploaded_by: string | null;
  created_at: Date;
}

export const storedFileOf = (record: FileRecord): StoredFile => ({ id: record._id, name: record.name, size: record.size, type: record.type });
