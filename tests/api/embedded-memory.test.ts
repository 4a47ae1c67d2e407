/**
 * The embedded database's memory stays bounded (issue 13, point 5). FerretDB 1.24 sorts a
 * find in memory and its $group keeps every document it counts; our build of it
 * (api/embedded-db/_ferretdb) keeps only the page of a sort with a limit, sorts the
 * projection when it names the sort keys, and counts without keeping documents. Each query
 * below held the whole collection before (about 80 MB of documents here); the results stay
 * those of MongoDB. The launcher also gives the process a Go memory limit (GOMEMLIMIT).
 */
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_NAME } from '../support/database';
import { REPO_ROOT, newDataDir } from '../support/server';

const { startEmbeddedDb } = createRequire(import.meta.url)(join(REPO_ROOT, 'api', 'dist', 'database', 'embedded-db.js')) as {
  startEmbeddedDb: (binary: string, dataDir: string) => Promise<{ uri: string; pid: () => number | undefined; stop: () => Promise<void> }>;
};

const COUNT = 10_000;
/** Each document carries 8 KB: the collection weighs about 80 MB once decoded. */
const PAD = 'x'.repeat(8_000);
/**
 * Growth of the peak resident memory allowed for one query: three quarters of the collection, which a query
 * holding it all would pass. Measured 1–25 MB alone; 59.5 MB once in CI beside another file, the collector
 * running late on a busy machine. So the database runs here with a keener collector (GOGC=25, 7–17 MB alone):
 * what is measured is what a query keeps, not how late its garbage goes.
 */
const BOUND_MB = 60;
process.env.GOGC = '25';

let dataDir: string;
let running: { client: MongoClient; db: Db; pid: number; stop: () => Promise<void> } | undefined;

/** A new database process over the same data: its peak memory starts from its start. */
async function restart(): Promise<Db> {
  await running?.stop();
  const embedded = await startEmbeddedDb(join(REPO_ROOT, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const client = await MongoClient.connect(embedded.uri);
  running = { client, db: client.db(DB_NAME), pid: embedded.pid()!, stop: async () => (await client.close(), await embedded.stop()) };
  return running.db;
}

const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${running!.pid}/status`, 'utf8'))![1]) / 1024;
const rank = (i: number) => (i * 7_919) % COUNT;

beforeAll(async () => {
  dataDir = await newDataDir();
  const docs = (await restart()).collection('memory_probe');
  for (let i = 0; i < COUNT; i += 500) {
    await docs.insertMany(Array.from({ length: 500 }, (_, j) => ({ n: i + j, rank: rank(i + j), group: (i + j) % 7, pad: PAD })));
  }
});
afterAll(async () => {
  await running?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `query` on a freshly started database process, checks its peak memory grew by less than BOUND_MB, and returns its result. */
async function bounded<T>(query: (db: Db) => Promise<T>): Promise<T> {
  const db = await restart();
  const before = peakMb();
  const result = await query(db);
  expect(peakMb() - before).toBeLessThan(BOUND_MB);
  return result;
}

describe.skipIf(process.platform !== 'linux')('the memory of the embedded database', () => {
  it('runs under the Go memory limit the launcher gives it', async () => {
    await restart();
    const environ = readFileSync(`/proc/${running!.pid}/environ`, 'utf8').split('\0');
    expect(environ).toContain(`GOMEMLIMIT=${process.env.GOMEMLIMIT || '200MiB'}`);
  });

  it('keeps only the page of a sorted find with a limit', async () => {
    const page = await bounded((db) =>
      db.collection('memory_probe').find({}, { projection: { pad: 0 } }).sort({ rank: -1 }).skip(5).limit(20).toArray(),
    );
    expect(page.map((doc) => doc.rank)).toEqual(Array.from({ length: 20 }, (_, i) => COUNT - 6 - i));
  });

  it('sorts a projection that names the sort keys, not whole documents', async () => {
    const rows = await bounded((db) =>
      db.collection('memory_probe').find({ group: { $ne: 3 } }, { projection: { _id: 1, group: 1, rank: 1 }, batchSize: 1_000 }).sort({ group: 1, rank: 1 }).toArray(),
    );
    const expected = Array.from({ length: COUNT }, (_, n) => ({ group: n % 7, rank: rank(n) }))
      .filter((doc) => doc.group !== 3)
      .sort((a, b) => a.group - b.group || a.rank - b.rank);
    expect(rows.map(({ group, rank: r }) => ({ group, rank: r }))).toEqual(expected);
    expect(Object.keys(rows[0]).sort()).toEqual(['_id', 'group', 'rank']);
  });

  it('counts without keeping the documents', async () => {
    const docs = (db: Db) => db.collection('memory_probe');
    expect(await bounded((db) => docs(db).countDocuments({}))).toBe(COUNT);
    expect(await bounded((db) => docs(db).countDocuments({ group: 2 }))).toBe(Array.from({ length: COUNT }, (_, n) => n).filter((n) => n % 7 === 2).length);
    const groups = await bounded((db) => docs(db).aggregate<{ _id: number; n: number }>([{ $group: { _id: '$group', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray());
    expect(groups.map((g) => g.n).reduce((a, b) => a + b, 0)).toBe(COUNT);
    expect(groups.map((g) => g._id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
