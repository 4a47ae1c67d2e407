/**
 * The embedded database finds a document by `_id` from an index (issue 13): FerretDB 1.24
 * queries `_ferretdb_sjson->'$._id'`, an expression its own `_id` index does not match, so our
 * launcher adds an index on exactly that expression to every collection table. SQLite's
 * EXPLAIN QUERY PLAN proves it is used (read with the sqlite3 command, when installed).
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
  it("answers FerretDB's own lookup expression from our index, not a scan", async () => {
    const table = sqlite(`SELECT table_name FROM _ferretdb_collections WHERE name = 'id_probe'`);
    expect(table).not.toBe('');
    // The launcher adds it within seconds of the collection's creation.
    await expect.poll(() => sqlite(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '${table}'`), { timeout: 10_000 }).toContain(
      `${table}_hexagone_id`,
    );
    const plan = sqlite(`EXPLAIN QUERY PLAN SELECT _ferretdb_sjson FROM "${table}" WHERE _ferretdb_sjson->'$._id' = '{"$o":"000000000000000000000000"}'`);
    expect(plan).toContain(`USING INDEX ${table}_hexagone_id`);
    expect(plan).not.toMatch(/SCAN/);
  });

  it('finds the document by id through the driver', async () => {
    const one = await database.db.collection('id_probe').findOne({ name: 'n7' });
    expect((await database.db.collection('id_probe').findOne({ _id: one!._id }))?.name).toBe('n7');
  });
});
