/**
 * Recently read records, kept by the server between writes: a list page is read by id
 * (see KeptLists) and an authenticated request reads its user by id, so most reads ask for
 * records read moments ago. Kept as BSON, so each reader gets its own copy.
 *
 * Same single-process assumption as KeptLists: a record is forgotten when THIS process sees
 * a write that may change it (write-watch.ts). Used only as sole writer (config.soleWriter).
 */
import { BSON, type Document } from 'mongodb';
import { GenerationLru } from './generation-lru';

export class KeptRecords {
  private readonly records: GenerationLru<Uint8Array>;

  constructor(maxRecords: number) {
    this.records = new GenerationLru<Uint8Array>(maxRecords);
  }

  /** A token to hand back to `keep`: a write seen in between makes `keep` a no-op. */
  generation(collection: string): number {
    return this.records.generation(collection);
  }

  get(collection: string, id: string): Document | undefined {
    const bytes = this.records.get(collection, id);
    return bytes && BSON.deserialize(bytes);
  }

  keep(collection: string, id: string, record: Document, generation: number): void {
    if (this.generation(collection) !== generation) return;
    this.records.set(collection, id, BSON.serialize(record));
    this.records.evict();
  }

  /** A write may change these records (their ids as hex), or any record of the collection when `ids` is undefined. */
  forget(collection: string, ids?: string[]): void {
    this.records.advance(collection);
    if (!ids) return this.records.deleteAll(collection);
    for (const id of ids) this.records.delete(collection, id);
  }

  get size(): number {
    return this.records.size;
  }
}
