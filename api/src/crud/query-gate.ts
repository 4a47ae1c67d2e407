/**
 * Bounds the heavy queries running at once. On the embedded database a list scan keeps a
 * core busy for its whole length, so twenty at once only make each twenty times slower
 * and pile up abandoned work; beyond `running` they wait in line, and beyond `waiting` the
 * request is refused at once with a 503 and Retry-After instead of joining the pile.
 * Per process: with several processes on MongoDB each has its own bound.
 */
import { BusyException } from '../common/busy';

export interface QueryGateOptions {
  running: number;
  waiting: number;
  /** Suggested wait before a retry, in seconds. */
  retryAfterSeconds: number;
}

export class QueryGate {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly options: QueryGateOptions) {}

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.enter(signal);
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  /** Queries running and waiting (for tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  private enter(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.active < this.options.running) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.waiting) return Promise.reject(new BusyException(this.options.retryAfterSeconds));
    return new Promise<void>((resolve, reject) => {
      const admit = () => {
        signal?.removeEventListener('abort', abandon);
        this.active++;
        resolve();
      };
      // A client gone while waiting leaves the line without ever running its query.
      const abandon = () => {
        const index = this.queue.indexOf(admit);
        if (index >= 0) this.queue.splice(index, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error(String(signal?.reason)));
      };
      signal?.addEventListener('abort', abandon, { once: true });
      this.queue.push(admit);
    });
  }

  private leave(): void {
    this.active--;
    this.queue.shift()?.();
  }
}
