/**
 * Recounts per key, one at a time, merging the requests that arrive while one is running.
 *
 * A counter (a role's users_count) is recounted after every write that may change it. A
 * recount requested while another of the same key runs might have counted before that
 * write, so it cannot simply join it; it waits for it and is shared by every request made
 * meanwhile. A burst of fifty writes thus costs two recounts, not fifty, and the last
 * recount always starts after the last write: the counter ends exact without relying on
 * `$inc`, which FerretDB applies as a read-modify-write that loses updates under concurrency.
 * Per process: with several processes each recounts its own writes, and CrudService checks
 * again after setting (see refreshCountersOf).
 */
export class Recounts {
  private readonly running = new Map<string, Promise<void>>();
  private readonly next = new Map<string, Promise<void>>();

  request(key: string, recount: () => Promise<void>): Promise<void> {
    const queued = this.next.get(key);
    if (queued) return queued;
    const current = this.running.get(key);
    if (!current) return this.start(key, recount);
    const later = current.catch(() => undefined).then(() => {
      this.next.delete(key);
      return this.start(key, recount);
    });
    this.next.set(key, later);
    return later;
  }

  /** Keys with a recount running or waiting (for tests). */
  get size(): number {
    return this.running.size;
  }

  private start(key: string, recount: () => Promise<void>): Promise<void> {
    const run = recount().finally(() => {
      if (this.running.get(key) === run) this.running.delete(key);
    });
    this.running.set(key, run);
    return run;
  }
}
