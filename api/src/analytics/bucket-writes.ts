/**
 * The appends of one process to the hour buckets, one write at a time, each carrying every
 * event that arrived meanwhile for its bucket.
 *
 * Why: the embedded database applies an update by reading the document and writing it back
 * whole, so two `$push`es on the same bucket at once keep only one of them (a visitor's beacons
 * overlap when pages follow each other quickly). MongoDB's `$push` is atomic, so several
 * processes on MongoDB need nothing more; the embedded database serves one process only.
 * Under load the waiting events go in one `$push` with `$each`: fewer writes, not more.
 */
interface Waiting {
  texts: string[];
  start: Date;
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

export type WriteBucket = (id: string, texts: string[], start: Date) => Promise<void>;

export class BucketWrites {
  private waiting = new Map<string, Waiting>();
  private writing?: Promise<void>;

  constructor(private readonly write: WriteBucket) {}

  /** Resolves once the event is stored. */
  add(id: string, text: string, start: Date): Promise<void> {
    return new Promise((resolve, reject) => {
      let bucket = this.waiting.get(id);
      if (!bucket) this.waiting.set(id, (bucket = { texts: [], start, settle: [] }));
      bucket.texts.push(text);
      bucket.settle.push({ resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    if (this.writing) return;
    this.writing = this.writeWaiting().finally(() => {
      this.writing = undefined;
      // Events that came while the last write was settling.
      if (this.waiting.size) this.drain();
    });
  }

  private async writeWaiting(): Promise<void> {
    while (this.waiting.size) {
      const batch = [...this.waiting];
      this.waiting = new Map();
      for (const [id, bucket] of batch) {
        try {
          await this.write(id, bucket.texts, bucket.start);
          for (const { resolve } of bucket.settle) resolve();
        } catch (error) {
          for (const { reject } of bucket.settle) reject(error);
        }
      }
    }
  }
}
