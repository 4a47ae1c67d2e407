import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackAnswer } from '../../common/requests-in-flight';
import { DurableConsumer, LEASE_MS } from './durable-consumer';
import type { EventEntry, EventLog } from './event-log';

type Doc = Record<string, any>;

/** The few collection calls the consumer makes, over a Map, with `_id` unique as in a database. */
function collection() {
  const docs = new Map<string, Doc>();
  const matches = (doc: Doc, filter: Doc) =>
    Object.entries(filter).every(([key, wanted]) =>
      wanted && typeof wanted === 'object' && '$lt' in wanted ? doc[key] < wanted.$lt : doc[key] === wanted,
    );
  return {
    docs,
    insertOne: async (doc: Doc) => {
      if (docs.has(doc._id)) throw Object.assign(new Error('duplicate key'), { code: 11000 });
      docs.set(doc._id, { ...doc });
    },
    findOne: async (filter: Doc) => [...docs.values()].find((doc) => matches(doc, filter)) ?? null,
    updateOne: async (filter: Doc, update: { $set: Doc }) => {
      const doc = [...docs.values()].find((candidate) => matches(candidate, filter));
      if (doc) Object.assign(doc, update.$set);
    },
    deleteOne: async (filter: Doc) => {
      const doc = [...docs.values()].find((candidate) => matches(candidate, filter));
      if (doc) docs.delete(doc._id);
    },
    deleteMany: async (filter: Doc) => {
      for (const doc of [...docs.values()]) if (matches(doc, filter)) docs.delete(doc._id);
    },
  };
}

function database() {
  const collections = new Map<string, ReturnType<typeof collection>>();
  return {
    collection: (name: string) => {
      if (!collections.has(name)) collections.set(name, collection());
      return collections.get(name)!;
    },
  };
}

function memoryLog() {
  const entries: EventEntry[] = [];
  const reads = { count: 0 };
  const log = {
    last: async () => entries.length,
    after: async (position: number, limit: number) => {
      reads.count += 1;
      return entries.slice(position, position + limit);
    },
  };
  const append = (name: string, payload: unknown) =>
    entries.push({ _id: entries.length + 1, name, data: JSON.stringify(payload), origin: 'test', at: new Date() });
  return { log: log as unknown as EventLog, append, reads };
}

/** The positions the consumer writes, in order (not its lease's `seen_at` alone). */
function positionWrites(db: ReturnType<typeof database>): number[] {
  const consumers = db.collection('platform_event_consumers');
  const written: number[] = [];
  const updateOne = consumers.updateOne;
  consumers.updateOne = (filter: Doc, update: { $set: Doc }) => {
    if ('position' in update.$set) written.push(update.$set.position);
    return updateOne(filter, update);
  };
  return written;
}

/** A clock a third into an epoch `offset` epochs from now, moving with real time. */
function clockInEpoch(offset: number): () => number {
  const started = Date.now();
  const origin = (Math.floor(started / LEASE_MS) + offset) * LEASE_MS + LEASE_MS / 3;
  return () => origin + (Date.now() - started);
}

const quiet = { error: () => undefined };

/** A consumer of payment events `{ n }` that notes each n handled, and refuses `refused` the first time. */
function paymentsRefusingOnce(name: string, refused: number) {
  const handled: number[] = [];
  let refuse = true;
  const definition = {
    name,
    events: ['payment.*'],
    handle: async ({ payload }: { payload: unknown }) => {
      const { n } = payload as { n: number };
      if (n === refused && refuse) {
        refuse = false;
        throw new Error('destinataire injoignable');
      }
      handled.push(n);
    },
  };
  return { handled, definition };
}

describe('DurableConsumer', () => {
  it('starts at the end of the log, resumes at its position in a new process, and retries a failed event', async () => {
    const db = database();
    const { log, append } = memoryLog();
    append('payment.succeeded', { n: 0 });
    const { handled, definition } = paymentsRefusingOnce('test.webhooks', 3);
    const first = new DurableConsumer(db as never, log, definition, 'process-1', clockInEpoch(0), quiet);
    await first.register();
    append('payment.succeeded', { n: 1 });
    append('users.created', { n: 99 });
    append('payment.failed', { n: 2 });
    await first.wake();
    expect(handled).toEqual([1, 2]);

    // The first process dies holding its lease; two more events come.
    append('payment.succeeded', { n: 3 });
    append('payment.succeeded', { n: 4 });
    const second = new DurableConsumer(db as never, log, definition, 'process-2', clockInEpoch(0), quiet);
    await second.register();
    await second.wake();
    expect(handled).toEqual([1, 2]);

    // Its lease lapsed, the next epoch goes to the new process: from the position, a failed event retried.
    const later = new DurableConsumer(db as never, log, definition, 'process-2', clockInEpoch(2), quiet);
    await later.wake();
    expect(handled).toEqual([1, 2]);
    await later.wake();
    expect(handled).toEqual([1, 2, 3, 4]);
    expect(db.collection('platform_event_consumers').docs.get('test.webhooks')).toMatchObject({ position: 6 });

    // Given up on stop, the lease is taken at once by a restarted process.
    await later.stop();
    const restarted = new DurableConsumer(db as never, log, definition, 'process-3', clockInEpoch(2), quiet);
    append('payment.succeeded', { n: 5 });
    await restarted.wake();
    expect(handled).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads its position once while it holds the lease, and again after another process held it', async () => {
    const db = database();
    const consumers = db.collection('platform_event_consumers');
    let reads = 0;
    const findOne = consumers.findOne;
    consumers.findOne = (filter: Doc) => {
      reads += 1;
      return findOne(filter);
    };
    const { log, append } = memoryLog();
    const handled: string[] = [];
    const definition = { name: 'test.alerts', events: ['**'], handle: async ({ payload }: { payload: unknown }) => void handled.push(String(payload)) };
    let epochs = 0;
    const base = clockInEpoch(0);
    const clock = () => base() + epochs * LEASE_MS;
    const first = new DurableConsumer(db as never, log, definition, 'process-1', clock, quiet);
    await first.register();
    append('a', 'a');
    await first.wake();
    append('b', 'b');
    await first.wake();
    epochs = 1; // the next epoch, taken at once by its holder
    append('c', 'c');
    await first.wake();
    expect(handled).toEqual(['a', 'b', 'c']);
    expect(reads).toBe(1);

    // Another process holds the epoch after (the first was idle): it goes on from the stored position.
    epochs = 2;
    const second = new DurableConsumer(db as never, log, definition, 'process-2', clock, quiet);
    append('d', 'd');
    await second.wake();
    expect(handled).toEqual(['a', 'b', 'c', 'd']);
    // Back to the first: it reads the position again instead of trusting its own.
    epochs = 3;
    append('e', 'e');
    await first.wake();
    expect(handled).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(reads).toBe(3);
  });

  it('writes its position once per pass, and before an event whose handler threw', async () => {
    const db = database();
    const written = positionWrites(db);
    const { log, append } = memoryLog();
    const { handled, definition } = paymentsRefusingOnce('test.commits', 4);
    const consumer = new DurableConsumer(db as never, log, definition, 'process-1', clockInEpoch(0), quiet);
    await consumer.register();
    for (const n of [1, 2]) append('payment.succeeded', { n });
    append('users.created', {});
    append('payment.succeeded', { n: 3 });
    await consumer.wake();
    expect(handled).toEqual([1, 2, 3]);
    expect(written).toEqual([4]);

    // A pass with nothing wanted moves the position past what it read, still in one write.
    append('users.created', {});
    append('users.updated', {});
    append('payment.succeeded', { n: 4 });
    append('payment.succeeded', { n: 5 });
    await consumer.wake();
    expect(handled).toEqual([1, 2, 3]);
    // Stopped before the failed event (position 7): the ones before it are not handed over again.
    expect(written).toEqual([4, 6]);
    await consumer.wake();
    expect(handled).toEqual([1, 2, 3, 4, 5]);
    expect(written).toEqual([4, 6, 8]);
    // Nothing new: nothing written.
    await consumer.wake();
    expect(written).toEqual([4, 6, 8]);
    expect(db.collection('platform_event_consumers').docs.get('test.commits')).toMatchObject({ position: 8 });
  });

  describe('once requests are quiet', () => {
    afterEach(() => vi.useRealTimers());

    it('waits for the requests under way, and makes one pass of the wakes asked meanwhile', async () => {
      vi.useFakeTimers();
      vi.setSystemTime(Math.floor(Date.parse('2026-11-27T10:00:00Z') / LEASE_MS) * LEASE_MS + LEASE_MS / 3);
      const db = database();
      const { log, append, reads } = memoryLog();
      const handled: number[] = [];
      const definition = { name: 'test.quiet', events: ['**'], handle: async ({ payload }: { payload: unknown }) => void handled.push(payload as number) };
      const consumer = new DurableConsumer(db as never, log, definition, 'process-1', Date.now, quiet);
      await consumer.register();

      const request = Object.assign(new EventEmitter(), { getHeader: () => 'application/json', end: () => undefined });
      trackAnswer(request as unknown as Response);
      for (const n of [1, 2, 3]) {
        append('payment.succeeded', n);
        consumer.wakeWhenQuiet();
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(handled).toEqual([]);
      request.emit('finish');
      await vi.advanceTimersByTimeAsync(20);
      expect(handled).toEqual([]);
      await vi.advanceTimersByTimeAsync(60);
      expect(handled).toEqual([1, 2, 3]);
      expect(reads.count).toBe(1);

      // A request that never ends delays the pass by a second at most.
      const stuck = Object.assign(new EventEmitter(), { getHeader: () => 'application/json', end: () => undefined });
      trackAnswer(stuck as unknown as Response);
      append('payment.succeeded', 4);
      consumer.wakeWhenQuiet();
      await vi.advanceTimersByTimeAsync(900);
      expect(handled).toEqual([1, 2, 3]);
      await vi.advanceTimersByTimeAsync(200);
      expect(handled).toEqual([1, 2, 3, 4]);
      stuck.emit('close');

      // Stopped, it starts no pass.
      await consumer.stop();
      append('payment.succeeded', 5);
      consumer.wakeWhenQuiet();
      await vi.advanceTimersByTimeAsync(1_100);
      expect(handled).toEqual([1, 2, 3, 4]);
    });
  });
});
