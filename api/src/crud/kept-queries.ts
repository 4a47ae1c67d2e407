/**
 * Query results the sole writer keeps until it sees a write to their collection: rules that
 * change rarely and are read at every event (the active webhooks of an event type, the
 * enabled audit alert rules of an action). Kept as BSON, so each reader gets its own copy.
 *
 * A result is valid while the collection's write generation (KeptRecords', which every write
 * this process sends moves on, when it starts and when it ends: write-watch.ts) is the one
 * its read began at; a result a write overlapped is not kept. Used only as sole
 * writer (config.soleWriter): another process's writes are not seen.
 */
import { BSON, type Document } from 'mongodb';
import { GenerationLru } from './generation-lru';

interface KeptResult {
  generation: number;
  bytes: Uint8Array;
  count: number;
}

export class KeptQueries {
  private readonly results: GenerationLru<KeptResult>;

  /** `maxDocuments` bounds the documents kept over all results. */
  constructor(
    maxDocuments: number,
    private readonly generation: (collection: string) => number,
  ) {
    this.results = new GenerationLru<KeptResult>(maxDocuments, (result) => result.count + 1);
  }

  /** The documents of `collection` matching `filter`, which `read` reads: kept, or read now. */
  async find(collection: string, filter: Document, read: () => Promise<Document[]>): Promise<Document[]> {
    // Extended JSON: an ObjectId and its hex text are two filters.
    const key = BSON.EJSON.stringify(filter);
    const kept = this.results.get(collection, key);
    const generation = this.generation(collection);
    if (kept?.generation === generation) return BSON.deserialize(kept.bytes).documents as Document[];
    const documents = await read();
    if (this.generation(collection) === generation) {
      this.results.set(collection, key, { generation, bytes: BSON.serialize({ documents }), count: documents.length });
      this.results.evict();
    }
    return documents;
  }
}
