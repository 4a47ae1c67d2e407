/**
 * Recently read records, kept by the server between writes: a list page is read by id
 * (see KeptLists) and an authenticated request reads its user by id, so most reads ask for
 * records read moments ago. Kept as BSON, so each reader gets its own copy; a record found
 * absent is kept too (a settings tab never saved is read by every write).
 *
 * Same single-process assumption as KeptLists: a record is forgotten when THIS process sees
 * a write that may change it (write-watch.ts). Used only as sole writer (config.soleWriter).
 */
import { BSON, type Document } from 'mongodb';
import { GenerationLru } from './generation-lru';
import { TRAIL_MARKER } from './trail-intents';

/** What an absent record is kept as. */
const ABSENT = new Uint8Array(0);

export class KeptRecords {
  private readonly records: GenerationLru<Uint8Array>;

  constructor(maxRecords: number) {
    this.records = new GenerationLru<Uint8Array>(maxRecords);
  }

  /** A token to hand back to `keep`: a write seen in between makes `keep` a no-op. */
  generation(collection: string): number {
    return this.records.generation(collection);
  }

  /** The record, null when it is known to be absent, undefined when it is not kept. */
  get(collection: string, id: string): Document | null | undefined {
    const bytes = this.records.get(collection, id);
    if (!bytes) return undefined;
    return bytes.length ? BSON.deserialize(bytes) : null;
  }

  keep(collection: string, id: string, record: Document | null, generation: number): void {
    if (this.generation(collection) !== generation) return;
    this.records.set(collection, id, record ? BSON.serialize(record) : ABSENT);
    this.records.evict();
  }

  /** A write may change these records (their ids as hex), or any record of the collection when `ids` is undefined. */
  forget(collection: string, ids?: string[]): void {
    this.records.advance(collection);
    if (!ids) return this.records.deleteAll(collection);
    for (const id of ids) this.records.delete(collection, id);
  }

  /**
   * The trail markers `trails` are pulled from these records (their trails are closed): kept
   * copies lose them and stay kept, under the same generation, since nothing else changed.
   */
  unmark(collection: string, ids: string[], trails: unknown[]): void {
    for (const id of ids) {
      const bytes = this.records.get(collection, id);
      if (!bytes?.length) continue;
      const record = BSON.deserialize(bytes);
      const marks = record[TRAIL_MARKER] as unknown[] | undefined;
      if (!Array.isArray(marks) || !marks.some((mark) => trails.includes(mark))) continue;
      record[TRAIL_MARKER] = marks.filter((mark) => !trails.includes(mark));
      this.records.set(collection, id, BSON.serialize(record));
    }
  }

  get size(): number {
    return this.records.size;
  }
}
