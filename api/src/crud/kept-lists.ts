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
 * collection (through `written`, fed by the driver's command events). That is exact for the
 * embedded default, whose database is a child of this process and has no other writer. On
 * MongoDB several processes may write, and MongoDB counts and sorts from indexes: there
 * the lists are not kept (see CrudService.list). The platform event bus, once it carries
 * writes across processes, is where invalidation would come from for a shared database.
 */
export interface KeptList {
  ids: unknown[];
}

/**
 * Lists of a whole collection by `_id` (the default order, and the one log collections are
 * read in) take new records in place instead of being dropped: ids are ObjectIds, which
 * sort by creation time, so an insert adds at one end without a rescan.
 */
export type IdOrder = 1 | -1 | undefined;

/** ObjectIds compare as their hex text; anything else cannot be placed. */
const idText = (id: unknown): string | undefined =>
  id !== null && typeof id === 'object' && typeof (id as { toHexString?: unknown }).toHexString === 'function'
    ? (id as { toHexString(): string }).toHexString()
    : undefined;

export interface KeptListsOptions {
  /** Bound on the ids held over all entries (memory: about 80 bytes each). */
  maxIds: number;
}

export class KeptLists {
  private readonly entries = new Map<string, { collection: string; ids: unknown[]; idOrder: IdOrder }>();
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
   * Keeps `ids` unless the collection was written since `generation` was read. `idOrder`
   * says the list is the whole collection sorted by `_id` alone (ascending 1, descending -1).
   */
  keep(collection: string, shape: string, ids: unknown[], generation: number, idOrder?: IdOrder): void {
    if (this.generation(collection) !== generation || ids.length > this.options.maxIds) return;
    const key = `${collection}\u0000${shape}`;
    this.drop(key);
    this.entries.set(key, { collection, ids, idOrder });
    this.held += ids.length;
    for (const [oldest] of this.entries) {
      if (this.held <= this.options.maxIds) break;
      this.drop(oldest);
    }
  }

  /** Called when a write to `collection` starts and again when it ends. */
  written(collection: string): void {
    this.generations.set(collection, this.generation(collection) + 1);
    for (const [key, entry] of this.entries) if (entry.collection === collection) this.drop(key);
  }

  /** An insert of these ids starts: lists by `_id` take them, the others are dropped. */
  inserting(collection: string, ids: unknown[]): void {
    this.inserted(collection, ids);
  }

  /**
   * An insert of these ids succeeded. Called at both ends of the insert, and idempotent: a
   * list kept while the insert ran gets the ids on its second call.
   */
  inserted(collection: string, ids: unknown[]): void {
    this.generations.set(collection, this.generation(collection) + 1);
    const texts = ids.map(idText);
    for (const [key, entry] of this.entries) {
      if (entry.collection !== collection) continue;
      if (!entry.idOrder || texts.some((text) => text === undefined)) {
        this.drop(key);
        continue;
      }
      for (let i = 0; i < ids.length; i++) {
        if (this.held >= this.options.maxIds) break;
        if (placeId(entry.ids, ids[i], texts[i] as string, entry.idOrder)) this.held++;
      }
    }
  }

  /** Ids held over all entries (for tests and the bench). */
  get size(): number {
    return this.held;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.held -= entry.ids.length;
    this.entries.delete(key);
  }
}

/** Inserts `id` at its place in `ids` (sorted by id text in `order`); false if already there. */
export function placeId(ids: unknown[], id: unknown, text: string, order: 1 | -1): boolean {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const other = idText(ids[middle]) ?? '';
    if (other === text) return false;
    if (other < text === (order === 1)) low = middle + 1;
    else high = middle;
  }
  ids.splice(low, 0, id);
  return true;
}
