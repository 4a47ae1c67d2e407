/**
 * Reads of whole collections that no request waits for (the lists' preload, the back-fills
 * after a start), made so that requests go first: between two batches, they wait for the
 * requests of this process to be quiet (requests-in-flight.ts). On the embedded database a
 * scan costs about 0.12 ms of its time per document; unpaced, one of 100 000 documents
 * slowed every request of the first seconds after a start.
 *
 * A back-fill that ran to its end is marked (`platform_backfills`, by name and version): the
 * next starts do not read the collection again to find nothing.
 */
import type { Collection, Db, Document, Filter, FindCursor } from 'mongodb';
import { isDuplicateKey } from './numbered-insert';
import { requestsQuiet } from '../common/requests-in-flight';

/** Lets requests go first between two batches of a read nobody waits for; resolves at once for a waited one. */
export type Pace = () => Promise<void>;

/** Documents a paced read takes at a time: about 30 ms of the embedded database. */
export const PACED_BATCH = 250;

/** Reads a cursor whole, each row as it comes (no batch outlives its reading), pacing between batches. */
export async function readPaced<T>(cursor: FindCursor<T>, pace: Pace, take: (row: T) => void): Promise<void> {
  for await (const row of cursor) {
    take(row);
    // Between two batches only: a cursor read to its end has nothing left to wait for.
    if (!cursor.bufferedCount() && !cursor.closed) await pace();
  }
}

/**
 * Every document of `collection`, PACED_BATCH at a time in `_id` order, requests going first
 * between two. A filter the embedded database cannot answer from an index (`$exists: false`)
 * would read the whole collection in one command, however small its batches: each batch here
 * is a range of `_id`, which it reads from its index, and the caller filters.
 */
export async function* pacedBatches(collection: Collection, projection: Document, pace: Pace = requestsQuiet): AsyncGenerator<Document[]> {
  let after: Filter<Document> = {};
  for (;;) {
    const batch = await collection.find(after, { projection, sort: { _id: 1 }, limit: PACED_BATCH }).toArray();
    if (!batch.length) return;
    yield batch;
    if (batch.length < PACED_BATCH) return;
    after = { _id: { $gt: batch[batch.length - 1]._id } };
    await pace();
  }
}

export const BACKFILLS_COLLECTION = 'platform_backfills';

interface BackfillMark {
  _id: string;
  version: string;
  done_at: Date;
}

/**
 * Each database's marks (name → version), read in one query when the first back-fill asks: a
 * start checks about fifty back-fills, one after another, and one query each, in the first
 * quarter of a second after the health check answered, slowed a list asked then (the first
 * call after a start, 80 ms of the server's CPU on a busy machine). A read that failed is tried
 * again by the next back-fill.
 */
const marksRead = new WeakMap<Db, Promise<Map<string, string>>>();

function marksOf(db: Db): Promise<Map<string, string>> {
  let read = marksRead.get(db);
  if (!read) {
    read = db
      .collection<BackfillMark>(BACKFILLS_COLLECTION)
      .find({}, { projection: { version: 1 } })
      .toArray()
      .then((marks) => new Map(marks.map((mark) => [mark._id, mark.version])));
    marksRead.set(db, read);
    read.catch(() => marksRead.delete(db));
  }
  return read;
}

/**
 * Runs `pass` unless a back-fill of this name and version already ran to its end on this
 * database, and marks it once `pass` has (a pass cut short, or failed, is run again at the
 * next start). `version` names what the pass completes (the sorted fields): a new one runs again.
 */
export async function backfillOnce(db: Db, name: string, version: string, pass: () => Promise<'done' | 'cut short'>): Promise<void> {
  const marked = await marksOf(db);
  if (marked.get(name) === version) return;
  const marks = db.collection<BackfillMark>(BACKFILLS_COLLECTION);
  // Not marked when the marks were read: another process starting beside this one may have run it since.
  if (await marks.findOne({ _id: name, version }, { projection: { _id: 1 } })) {
    marked.set(name, version);
    return;
  }
  if ((await pass()) !== 'done') return;
  await marks
    .updateOne({ _id: name }, { $set: { version, done_at: new Date() } }, { upsert: true })
    .catch((error: unknown) => {
      // Another process marked it at the same moment.
      if (!isDuplicateKey(error)) throw error;
    });
  marked.set(name, version);
}
