/**
 * Where the bytes of private files live, known only by their random id. The local data folder
 * by default (one machine); GridFS in the application's MongoDB when several machines serve
 * the same database (`FILE_STORE=gridfs`), so that every process reads what any other stored.
 */
import type { Readable } from 'node:stream';

export interface StoredEntry {
  id: string;
  storedAt: Date;
}

export interface FileStore {
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or undefined when the store has no such file. */
  get(id: string): Promise<Readable | undefined>;
  /** Does nothing for a file already gone. */
  delete(id: string): Promise<void>;
  /** Every stored file, for the orphan sweep. */
  list(): AsyncIterable<StoredEntry>;
}
