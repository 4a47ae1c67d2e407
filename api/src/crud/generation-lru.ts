/**
 * What the sole writer keeps in memory between writes (KeptLists, KeptRecords): entries per
 * collection, the least recently used leaving first beyond a bound, and a generation per
 * collection that every write moves on. A read hands back the generation it began at, so
 * that what it found is not kept when a write overlapped it.
 */
interface Entry<V> {
  collection: string;
  value: V;
}

export class GenerationLru<V> {
  /** Most recently used last. */
  private readonly entries = new Map<string, Entry<V>>();
  /** The entries' ids of each collection: dropping a collection's entries does not walk the others'. */
  private readonly byCollection = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private weight = 0;

  /** `bound` is on the summed weights of the entries; `weigh` gives a value's (1 each by default). */
  constructor(
    readonly bound: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** A token to hand back once a read is done: a write seen in between moves it on. */
  generation(collection: string): number {
    return this.generations.get(collection) ?? 0;
  }

  /** A write to `collection` is seen. */
  advance(collection: string): void {
    this.generations.set(collection, this.generation(collection) + 1);
  }

  get(collection: string, key: string): V | undefined {
    const id = `${collection}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value;
  }

  /** Keeps `value` (replacing the entry of `key`), without evicting: see `evict`. */
  set(collection: string, key: string, value: V): void {
    this.delete(collection, key);
    const id = `${collection}\u0000${key}`;
    this.entries.set(id, { collection, value });
    let ids = this.byCollection.get(collection);
    if (!ids) this.byCollection.set(collection, (ids = new Set()));
    ids.add(id);
    this.weight += this.weigh(value);
  }

  /** Drops the least recently used entries while the weights are beyond the bound. */
  evict(): void {
    for (const [id, entry] of this.entries) {
      if (this.weight <= this.bound) return;
      this.drop(id, entry);
    }
  }

  delete(collection: string, key: string): void {
    const id = `${collection}\u0000${key}`;
    const entry = this.entries.get(id);
    if (entry) this.drop(id, entry);
  }

  /** Drops the entries of `collection`, or only those `which` selects. */
  deleteAll(collection: string, which: (value: V) => boolean = () => true): void {
    for (const id of [...(this.byCollection.get(collection) ?? [])]) {
      const entry = this.entries.get(id)!;
      if (which(entry.value)) this.drop(id, entry);
    }
  }

  /** The entries of `collection`, with their keys. */
  *of(collection: string): Generator<[string, V]> {
    const prefix = `${collection}\u0000`;
    for (const id of [...(this.byCollection.get(collection) ?? [])]) {
      const entry = this.entries.get(id);
      if (entry) yield [id.slice(prefix.length), entry.value];
    }
  }

  /** A kept value grew or shrank in place by `delta` of its weight. */
  resized(delta: number): void {
    this.weight += delta;
  }

  /** The summed weights of the entries. */
  get held(): number {
    return this.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(id: string, entry: Entry<V>): void {
    this.weight -= this.weigh(entry.value);
    this.entries.delete(id);
    this.byCollection.get(entry.collection)?.delete(id);
  }
}
