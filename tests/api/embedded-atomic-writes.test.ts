/**
 * A write to one document is atomic on the embedded database, as on MongoDB: FerretDB 1.24 reads
 * the documents an update, findAndModify or delete changes, then writes them back, and ran such
 * commands side by side, so two of them on one document both read it and the second undid the
 * first. Our build runs them one at a time (api/embedded-db/_ferretdb/handler/write_one_at_a_time.go),
 * in FerretDB's command handler, before any backend: with MONGODB_URI (`npm run test:postgres`, our
 * FerretDB on PostgreSQL), the same tests prove it there too.
 * The driver's pool opens several connections: the commands below truly arrive together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase, type TestDatabase } from '../support/database';

const PARALLEL = 40;
let database: TestDatabase;

beforeAll(async () => {
  database = await startDatabase();
});
afterAll(() => database?.stop());

const together = <T>(run: (n: number) => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, (_, n) => run(n)));

describe('parallel writes to one document of the embedded database', () => {
  it('count every $inc and keep every $push', async () => {
    const counters = database.db.collection('atomic_counters');
    const { insertedId } = await counters.insertOne({ count: 0, items: [] });
    await together((n) => counters.updateOne({ _id: insertedId }, { $inc: { count: 1 }, $push: { items: n } } as never));
    const stored = await counters.findOne({ _id: insertedId });
    expect(stored!.count).toBe(PARALLEL);
    expect([...(stored!.items as number[])].sort((a, b) => a - b)).toEqual(Array.from({ length: PARALLEL }, (_, n) => n));
  });

  it('give a guarded change (waiting → active) to exactly one of those asking', async () => {
    const chats = database.db.collection('atomic_chats');
    const { insertedId } = await chats.insertOne({ status: 'waiting', agent: null });
    const answers = await together((n) =>
      chats.findOneAndUpdate({ _id: insertedId, status: 'waiting' }, { $set: { status: 'active', agent: `agent-${n}` } }, { returnDocument: 'after' }),
    );
    const winners = answers.filter((answer) => answer !== null);
    expect(winners).toHaveLength(1);
    expect((await chats.findOne({ _id: insertedId }))!.agent).toBe(winners[0].agent);
    const updates = await together(() => chats.updateOne({ _id: insertedId, status: 'active' }, { $set: { status: 'ended' } }));
    expect(updates.reduce((sum, update) => sum + update.modifiedCount, 0)).toBe(1);
  });

  // On PostgreSQL, inserts run outside that queue (PostgreSQL takes them side by side): a unique
  // key still lets exactly one of them in, and the others get MongoDB's duplicate key error.
  it('store one of the inserts racing for one key, and refuse the others as duplicates', async () => {
    const claims = database.db.collection('atomic_claims');
    await claims.createIndex({ position: 1 }, { unique: true });
    const outcomes = await together((n) => claims.insertOne({ position: 1, by: n }).then(() => 'stored', (error: { code?: number }) => error.code));
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'stored')).toEqual(Array(PARALLEL - 1).fill(11000));
    expect(await claims.countDocuments({ position: 1 })).toBe(1);
  });

  it('delete a document once, however many ask', async () => {
    const items = database.db.collection('atomic_items');
    const { insertedId } = await items.insertOne({ name: 'unique' });
    const deletions = await together(() => items.deleteOne({ _id: insertedId }));
    expect(deletions.reduce((sum, deletion) => sum + deletion.deletedCount, 0)).toBe(1);
  });
});
