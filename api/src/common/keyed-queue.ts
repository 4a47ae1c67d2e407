/**
 * Runs tasks one after the other per key, and tasks of different keys side by side; a task
 * runs after the one before it whether that one succeeded or failed. Used where tasks of one
 * process would only contend with each other: the view counters of a document (the embedded
 * database applied an update as read-modify-write, so two simultaneous $inc could lose a
 * count), the event log's appends, the audit chain's appends.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // The last task of a key removes its entry, so idle keys cost nothing.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
