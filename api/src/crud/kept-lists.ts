/**
 * The ordered ids of recent list queries, kept by the server so that paging and totals
 * cost one scan per query shape instead of two scans per page.
 *
 * Why: FerretDB 1.24 (the embedded default) decodes every document of a collection in Go
 * for any filtered or sorted query, and counts the same way (about 60 µs per document per
 * pass). One scan that returns only the matching ids in order gives the total and every
 * page; each page's records are then read by id, which SQLite answers from an index.
 *
 * Single-process assumption: an entry is dropped when THIS process sees a write to its
 * collection (write-watch.ts, fed by the driver's command events). That is exact for the
 * embedded default, whose database is a child of this process and has no other writer. On
 * MongoDB several processes may write, and MongoDB counts and sorts from indexes: there
 * the lists are not kept (see CrudService.list). The platform event bus, once it carries
 * writes across processes, is where invalidation would come from for a shared database.
 *
 * A list of a whole collection in one field's order (the default lists: newest first by
 * `_id` or by `created_at`, log collections included) takes new records in place instead of
 * being dropped, so a collection written all the time, like the activity log, is not
 * rescanned after every insert.
 *
 * A scan of such a list that writes overlapped (a log's scan takes seconds at 100 000
 * entries, and the log is written all the time) is still kept: the writes told since the
 * scan began are replayed on it (inserts placed, deletes taken out, updates of other fields
 * ignored), from a short journal per collection. Anything else makes `keep` a no-op.
 */
import { GenerationLru } from './generation-lru';
import { idKey, isObjectId } from './object-id';

export interface KeptList {
  /** Each record's key (idKey: an ObjectId's hex), not the ObjectId: a short string costs a third of its memory. */
  ids: string[];
}

/** How a whole-collection list is ordered: by `field` (then `_id`), in `direction`. */
export interface KeptOrder {
  field: string;
  direction: 1 | -1;
  /** `field`'s sort value (sortValue) for each id, in the list's order: a date as its time, so that 100 000 keys are one array of numbers. */
  keys: Comparable[];
}

export interface KeptListsOptions {
  /** Bound on the ids held over all entries (memory: about 80 bytes each). */
  maxIds: number;
}

interface Entry {
  ids: string[];
  order?: KeptOrder;
}

export type Comparable = number | string;

/** A write told to KeptLists, journaled so that a scan it overlapped can catch up. */
type Change = { kind: 'insert'; documents: Array<Record<string, unknown>> } | { kind: 'update'; fields: string[] } | { kind: 'delete'; ids: unknown[] };

/** Writes remembered per collection: enough for the writes of one long scan. */
const JOURNAL_LENGTH = 2_000;

/** Dates, numbers and ObjectIds order the same here as in the database; other values are not placed. */
export function sortValue(value: unknown): Comparable | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (value !== null && typeof value === 'object' && typeof (value as { toHexString?: unknown }).toHexString === 'function') {
    return (value as { toHexString(): string }).toHexString();
  }
  return undefined;
}

export class KeptLists {
  private readonly lists: GenerationLru<Entry>;
  /** Per collection, the changes since generation `from` (changes[i] led from `from + i`). */
  private readonly journals = new Map<string, { from: number; changes: Change[] }>();

  constructor(private readonly options: KeptListsOptions) {
    this.lists = new GenerationLru<Entry>(options.maxIds, (entry) => entry.ids.length);
  }

  /** A token to hand back to `keep`: a write seen in between makes `keep` a no-op. */
  generation(collection: string): number {
    return this.lists.generation(collection);
  }

  get(collection: string, shape: string): KeptList | undefined {
    const entry = this.lists.get(collection, shape);
    return entry && { ids: entry.ids };
  }

  /**
   * Keeps `ids` unless the collection was written since `generation` was read. `order` is
   * given for a list of the whole collection, so that inserts can be placed in it.
   */
  keep(collection: string, shape: string, ids: string[], generation: number, order?: KeptOrder): void {
    const missed = this.changesSince(collection, generation);
    if (!missed || ids.length > this.options.maxIds) return;
    const placeable = order && isPlaceable(order.keys, ids);
    if (missed.length && !placeable) return;
    const entry: Entry = { ids, order: placeable ? order : undefined };
    this.lists.set(collection, shape, entry);
    if (!missed.every((change) => this.replay(entry, change))) return this.lists.delete(collection, shape);
    this.lists.evict();
  }

  /** Any other write to `collection` starts or ends: its lists are dropped. */
  written(collection: string): void {
    this.lists.advance(collection);
    // Nothing before this write can be replayed.
    this.journals.set(collection, { from: this.generation(collection), changes: [] });
    this.lists.deleteAll(collection);
  }

  /**
   * An update touching only top-level `fields` starts or ends: whole-collection lists keep
   * their members, and their order unless it is by one of `fields`; the others are dropped.
   */
  updated(collection: string, fields: string[]): void {
    this.journal(collection, { kind: 'update', fields });
    this.lists.deleteAll(collection, (entry) => !entry.order || fields.includes(entry.order.field));
  }

  /** A delete of these ids starts or ends: they leave every list, which stays exact otherwise. */
  deleted(collection: string, ids: unknown[]): void {
    this.journal(collection, { kind: 'delete', ids });
    for (const [, entry] of this.lists.of(collection)) this.remove(entry, ids);
  }

  /**
   * An insert of `documents` starts, or has succeeded: whole-collection lists take them in
   * place, the others are dropped. Told at both ends and idempotent, so a list kept while
   * the insert ran gets the documents on the second call.
   */
  inserted(collection: string, documents: Array<Record<string, unknown>>): void {
    this.journal(collection, { kind: 'insert', documents });
    this.lists.deleteAll(collection, (entry) => {
      const order = entry.order;
      return !(order && documents.every((doc) => this.place(entry, order, doc)));
    });
  }

  /** Ids held over all entries (for tests and the bench). */
  get size(): number {
    return this.lists.held;
  }

  /** Moves the collection's generation on and remembers the change, within JOURNAL_LENGTH. */
  private journal(collection: string, change: Change): void {
    const generation = this.generation(collection);
    this.lists.advance(collection);
    const journal = this.journals.get(collection) ?? { from: generation, changes: [] };
    journal.changes.push(change);
    if (journal.changes.length > JOURNAL_LENGTH) {
      journal.changes.shift();
      journal.from++;
    }
    this.journals.set(collection, journal);
  }

  /** The changes since `generation`, or undefined when they are not all remembered. */
  private changesSince(collection: string, generation: number): Change[] | undefined {
    const current = this.generation(collection);
    if (generation === current) return [];
    const journal = this.journals.get(collection);
    if (!journal || generation < journal.from || generation > current) return undefined;
    return journal.changes.slice(generation - journal.from);
  }

  /** Applies a missed change to a whole-collection list; false when the list cannot follow it. */
  private replay(entry: Entry, change: Change): boolean {
    const order = entry.order;
    if (!order) return false;
    if (change.kind === 'insert') return change.documents.every((doc) => this.place(entry, order, doc));
    if (change.kind === 'update') return !change.fields.includes(order.field);
    this.remove(entry, change.ids);
    return true;
  }

  private remove(entry: Entry, ids: unknown[]): void {
    const gone = new Set(ids.map(idKey));
    for (let i = entry.ids.length - 1; i >= 0 && gone.size; i--) {
      if (!gone.has(entry.ids[i])) continue;
      entry.ids.splice(i, 1);
      entry.order?.keys.splice(i, 1);
      this.lists.resized(-1);
    }
  }

  private place(entry: Entry, order: KeptOrder, doc: Record<string, unknown>): boolean {
    // An ObjectId's sort value is its key (idKey); other ids are not placed.
    const hex = sortValue(doc._id);
    const id = typeof hex === 'string' ? hex : undefined;
    const key = order.field === '_id' ? id : sortValue(doc[order.field]);
    if (id === undefined || key === undefined || typeof key !== typeof (order.keys[0] ?? key)) return false;
    let low = 0;
    let high = entry.ids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = order.keys[middle];
      const otherId = entry.ids[middle];
      if (other === key && otherId === id) return true; // already placed
      const before = other < key || (other === key && otherId < id);
      if (before === (order.direction === 1)) low = middle + 1;
      else high = middle;
    }
    if (this.lists.held >= this.options.maxIds) return false;
    entry.ids.splice(low, 0, id);
    order.keys.splice(low, 0, key);
    this.lists.resized(1);
    return true;
  }
}

/** Every key is a sort value, all of one kind, and every id an ObjectId's key. */
function isPlaceable(keys: Comparable[], ids: string[]): boolean {
  const kind = keys.length ? typeof keys[0] : undefined;
  return keys.length === ids.length && keys.every((key) => (typeof key === 'number' || typeof key === 'string') && typeof key === kind) && ids.every(isObjectId);
}
