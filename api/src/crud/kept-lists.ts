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
 */
export interface KeptList {
  ids: unknown[];
}

/** How a whole-collection list is ordered: by `field` (then `_id`), in `direction`. */
export interface KeptOrder {
  field: string;
  direction: 1 | -1;
  /** `field`'s value of each id, in the list's order. */
  keys: unknown[];
}

export interface KeptListsOptions {
  /** Bound on the ids held over all entries (memory: about 80 bytes each). */
  maxIds: number;
}

interface Entry {
  collection: string;
  ids: unknown[];
  order?: KeptOrder;
}

type Comparable = number | string;

/** Dates, numbers and ObjectIds order the same here as in the database; other values are not placed. */
function comparable(value: unknown): Comparable | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (value !== null && typeof value === 'object' && typeof (value as { toHexString?: unknown }).toHexString === 'function') {
    return (value as { toHexString(): string }).toHexString();
  }
  return undefined;
}

export class KeptLists {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private held = 0;

  constructor(private readonly options: KeptListsOptions) {}

  /** A token to hand back to `keep`: a write seen in between makes `keep` a no-op. */
  generation(collection: string): number {
    return this.generations.get(collection) ?? 0;
  }

  get(collection: string, shape: string): KeptList | undefined {
    const key = `${collection}\u0000${shape}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last, so eviction takes the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { ids: entry.ids };
  }

  /**
   * Keeps `ids` unless the collection was written since `generation` was read. `order` is
   * given for a list of the whole collection, so that inserts can be placed in it.
   */
  keep(collection: string, shape: string, ids: unknown[], generation: number, order?: KeptOrder): void {
    if (this.generation(collection) !== generation || ids.length > this.options.maxIds) return;
    const key = `${collection}\u0000${shape}`;
    this.drop(key);
    const placeable = order && isPlaceable(order.keys, ids);
    this.entries.set(key, { collection, ids, order: placeable ? order : undefined });
    this.held += ids.length;
    for (const [oldest] of this.entries) {
      if (this.held <= this.options.maxIds) break;
      this.drop(oldest);
    }
  }

  /** Any other write to `collection` starts or ends: its lists are dropped. */
  written(collection: string): void {
    this.generations.set(collection, this.generation(collection) + 1);
    for (const [key, entry] of this.entries) if (entry.collection === collection) this.drop(key);
  }

  /**
   * An update touching only top-level `fields` starts or ends: whole-collection lists keep
   * their members, and their order unless it is by one of `fields`; the others are dropped.
   */
  updated(collection: string, fields: string[]): void {
    this.generations.set(collection, this.generation(collection) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.collection === collection && (!entry.order || fields.includes(entry.order.field))) this.drop(key);
    }
  }

  /** A delete of these ids starts or ends: they leave every list, which stays exact otherwise. */
  deleted(collection: string, ids: unknown[]): void {
    this.generations.set(collection, this.generation(collection) + 1);
    const gone = new Set(ids.map((id) => comparable(id)));
    for (const entry of this.entries.values()) {
      if (entry.collection !== collection) continue;
      for (let i = entry.ids.length - 1; i >= 0 && gone.size; i--) {
        if (!gone.has(comparable(entry.ids[i]))) continue;
        entry.ids.splice(i, 1);
        entry.order?.keys.splice(i, 1);
        this.held--;
      }
    }
  }

  /**
   * An insert of `documents` starts, or has succeeded: whole-collection lists take them in
   * place, the others are dropped. Told at both ends and idempotent, so a list kept while
   * the insert ran gets the documents on the second call.
   */
  inserted(collection: string, documents: Array<Record<string, unknown>>): void {
    this.generations.set(collection, this.generation(collection) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.collection !== collection) continue;
      const order = entry.order;
      const placed = order && documents.every((doc) => this.place(entry, order, doc));
      if (!placed) this.drop(key);
    }
  }

  /** Ids held over all entries (for tests and the bench). */
  get size(): number {
    return this.held;
  }

  private place(entry: Entry, order: KeptOrder, doc: Record<string, unknown>): boolean {
    const id = comparable(doc._id);
    const key = order.field === '_id' ? id : comparable(doc[order.field]);
    if (id === undefined || key === undefined || typeof key !== typeof comparable(order.keys[0] ?? key)) return false;
    let low = 0;
    let high = entry.ids.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = comparable(order.keys[middle]) as Comparable;
      const otherId = comparable(entry.ids[middle]) as Comparable;
      if (other === key && otherId === id) return true; // already placed
      const before = other < key || (other === key && otherId < id);
      if (before === (order.direction === 1)) low = middle + 1;
      else high = middle;
    }
    if (this.held >= this.options.maxIds) return false;
    entry.ids.splice(low, 0, doc._id);
    order.keys.splice(low, 0, order.field === '_id' ? doc._id : doc[order.field]);
    this.held++;
    return true;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.held -= entry.ids.length;
    this.entries.delete(key);
  }
}

/** Every key and id can be compared, and all keys are of one kind. */
function isPlaceable(keys: unknown[], ids: unknown[]): boolean {
  const kind = keys.length ? typeof comparable(keys[0]) : undefined;
  return (
    keys.length === ids.length &&
    keys.every((key) => {
      const value = comparable(key);
      return value !== undefined && typeof value === kind;
    }) &&
    ids.every((id) => typeof comparable(id) === 'string')
  );
}
