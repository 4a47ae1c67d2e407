/**
 * The embedded database finds a document by `_id` from an index (issue 13): FerretDB 1.24
 * queries `_ferretdb_sjson->'$._id'`, and SQLite only uses an index on that very expression.
 * Our build writes a collection's unique `_id` index on it, so that one index both keeps the ids
 * unique and finds them (the launcher adds a second one only to tables an older build created,
 * whose unique index is on `->"_id"`). SQLite's EXPLAIN QUERY PLAN proves it is used (read with
 * the sqlite3 command, when installed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, DB_NAME, type TestDatabase } from '../support/database';

const HAS_SQLITE = spawnSync('sqlite3', ['-version']).status === 0;
let database: TestDatabase;

beforeAll(async () => {
  // The embedded database's own launcher is under test: always an embedded one, MONGODB_URI or not.
  database = await startEmbeddedDatabase();
  await database.db.collection('id_probe').insertMany(Array.from({ length: 50 }, (_, i) => ({ name: `n${i}` })));
});
afterAll(() => database?.stop());

const sqlite = (sql: string) =>
  execFileSync('sqlite3', ['-readonly', join(database.dataDir, 'db', `${DB_NAME}.sqlite`), sql], { encoding: 'utf8' }).trim();

describe.skipIf(!HAS_SQLITE)('the _id index of the embedded database', () => {
  it("answers FerretDB's own lookup expression from its unique index, not a scan, and holds no second id index", async () => {
    const table = sqlite(`SELECT table_name FROM _ferretdb_collections WHERE name = 'id_probe'`);
    expect(table).not.toBe('');
    expect(sqlite(`SELECT sql FROM sqlite_master WHERE name = '${table}__id_'`)).toBe(
      `CREATE UNIQUE INDEX "${table}__id_" ON "${table}" (_ferretdb_sjson->'$._id')`,
    );
    const plan = sqlite(`EXPLAIN QUERY PLAN SELECT _ferretdb_sjson FROM "${table}" WHERE _ferretdb_sjson->'$._id' = '{"$o":"000000000000000000000000"}'`);
    expect(plan).toContain(`USING INDEX ${table}__id_`);
    expect(plan).not.toMatch(/SCAN/);
    // The launcher's keeper has had time to add the sort key's index (it runs every 2 s), and added no copy of the unique one.
    await expect.poll(() => sqlite(`SELECT name FROM sqlite_master WHERE name = '${table}_hexagone_id_sort'`), { timeout: 10_000 }).not.toBe('');
    expect(sqlite(`SELECT count(*) FROM sqlite_master WHERE name = '${table}_hexagone_id'`)).toBe('0');
  });

  it('refuses a second document with the same id', async () => {
    const one = await database.db.collection('id_probe').findOne({ name: 'n3' });
    await expect(database.db.collection('id_probe').insertOne({ _id: one!._id, name: 'copie' })).rejects.toMatchObject({ code: 11000 });
  });

  it('finds the document by id through the driver', async () => {
    const one = await database.db.collection('id_probe').findOne({ name: 'n7' });
    expect((await database.db.collection('id_probe').findOne({ _id: one!._id }))?.name).toBe('n7');
  });
});
