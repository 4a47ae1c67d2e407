/**
 * Recently read records, kept by the server between writes: a list page is read by id
 * (see KeptLists) and an authenticated request reads its user by id, so most reads ask for
 * records read moments ago. Kept as BSON, so each reader gets its own copy.
 *
 * Same single-process assumption as KeptLists: a record is forgotten when THIS process sees
 * a write that may change it (write-watch.ts). Used only as sole writer (config.soleWriter).
 */
import { BSON, type Document } from 'mongodb';

export class KeptRecords {
  private readonly records = new Map<string, Uint8Array>();
  private readonly generations = new Map<string, number>();

  constructor(private readonly maxRecords: number) {}

  /** A token to hand back to `keep`: a write seen in between makes `keep` a no-op. */
  generation(collection: string): number {
    return this.generations.get(collection) ?? 0;
  }

  get(collection: string, id: string): Document | undefined {
    const key = `${collection}\u0000${id}`;
    const bytes = this.records.get(key);
    if (!bytes) return undefined;
    this.records.delete(key);
    this.records.set(key, bytes);
    return BSON.deserialize(bytes);
  }

  keep(collection: string, id: string, record: Document, generation: number): void {
    if (this.generation(collection) !== generation) return;
    const key = `${collection}\u0000${id}`;
    this.records.delete(key);
    this.records.set(key, BSON.serialize(record));
    for (const [oldest] of this.records) {
      if (this.records.size <= this.maxRecords) break;
      this.records.delete(oldest);
    }
  }

  /** A write may change these records (their ids as hex), or any record of the collection when `ids` is undefined. */
  forget(collection: string, ids?: string[]): void {
    this.generations.set(collection, this.generation(collection) + 1);
    if (ids) {
      for (const id of ids) this.records.delete(`${collection}\u0000${id}`);
      return;
    }
    const prefix = `${collection}\u0000`;
    for (const key of this.records.keys()) if (key.startsWith(prefix)) this.records.delete(key);
  }

  get size(): number {
    return this.records.size;
  }
}
