/**
 * The embedded database answers filters and sorts on declared indexes in SQL (issue 25): our
 * build of FerretDB turns the conditions on a field leading a non-unique index into SQL on the
 * field's sort key, which the index holds (api/embedded-db/_ferretdb/backends/sqlite/pushdown.go;
 * on PostgreSQL, issue 35, backends/postgresql/pushdown.go: this file runs there in `npm run
 * test:postgres`, on the database MONGODB_URI names).
 * The results must stay those of FerretDB's own path: every query below runs on two copies of
 * the same documents, one collection with the indexes and one without (where FerretDB filters
 * and sorts every document itself, see `stock`), over values of every type a field can hold, arrays, nulls,
 * missing fields and mixed types included; and EXPLAIN QUERY PLAN shows the index used.
 */
import { BSON, ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase, type TestDatabase } from '../support/database';

let database: TestDatabase;
let indexed: Collection;
let plain: Collection;

const ids = Array.from({ length: 4 }, (_, i) => new ObjectId(`65a0000000000000000000${i}0`));
const dates = [new Date('1969-12-31T23:59:59.999Z'), new Date('2024-01-01T00:00:00Z'), new Date('2026-11-27T08:00:00.123Z')];
/** Every kind of value a field can hold, the ones SQL cannot order as MongoDB does included. */
const VALUES: unknown[] = [
  null, 0, -0, 1, -1, 2, 2.5, -2.5, 0.1, 1e-7, 1e21, 2 ** 53 + 2, 9007199254740993n, 'a', 'A', 'b', '', 'é', 'e\u0301', '日本', '😀', '[x', '{y',
  'null', '2', ids[0].toHexString(), ids[0], ids[1], ids[2], true, false, ...dates, ['a', 'b'], [], [2, 'a'], [[1]], [null], { a: 1 }, {},
];
/** A field per shape of collection: clean strings, numbers, dates, ObjectIds, booleans, everything mixed (arrays and documents too). */
const FIELDS: Record<string, unknown[]> = {
  s: ['a', 'A', 'b', '', 'é', 'e\u0301', '日本', '😀', null, undefined],
  n: [0, -0, 1, -1, 2, 2.5, -2.5, 0.1, 1e-7, 1e21, 2 ** 53 + 2, null, undefined],
  d: [...dates, null, undefined],
  o: [...ids, null],
  b: [true, false, undefined],
  m: [...VALUES, undefined],
};
/** Mixed types without arrays or documents: SQL sorts them too, in MongoDB's order of types. */
FIELDS.x = FIELDS.m.filter((v) => !Array.isArray(v) && !(v?.constructor === Object));

const toBson = (v: unknown) => (typeof v === 'bigint' ? BigInt.asIntN(64, v) : v);

function documents(): Document[] {
  const docs: Document[] = [];
  for (let i = 0; i < 240; i++) {
    const doc: Document = { _id: new ObjectId(i.toString(16).padStart(24, '0')), i };
    for (const [field, values] of Object.entries(FIELDS)) {
      const v = values[(i * (field.charCodeAt(0) % 7 + 3) + field.length) % values.length];
      if (v !== undefined) doc[field] = toBson(v);
    }
    docs.push(doc);
  }
  return docs;
}

beforeAll(async () => {
  database = await startDatabase();
  indexed = database.db.collection('pushdown_indexed');
  plain = database.db.collection('pushdown_plain');
  const docs = documents();
  await indexed.insertMany(docs.map((d) => ({ ...d })));
  await plain.insertMany(docs.map((d) => ({ ...d })));
  await indexed.createIndexes([...Object.keys(FIELDS).map((f) => ({ key: { [f]: 1 as const } })), { key: { s: 1, _id: 1 } }]);
});
afterAll(() => database?.stop());

/** The filters to compare, on every field: equality, $in and ranges on each value, and combinations. */
function filters(): Document[] {
  const res: Document[] = [{}];
  const scalars = VALUES.filter((v) => !Array.isArray(v) && (typeof v !== 'object' || v === null || v instanceof ObjectId || v instanceof Date)).map(toBson);
  for (const field of Object.keys(FIELDS)) {
    for (const v of scalars) {
      res.push({ [field]: v }, { [field]: { $gte: v } }, { [field]: { $lt: v } }, { [field]: { $gt: v, $lte: 'z' } });
    }
    res.push({ [field]: { $in: scalars.slice(0, 9) } }, { [field]: { $in: [] } }, { [field]: { $in: [null, 'a', 2] } });
    res.push({ [field]: ['a', 'b'] }, { [field]: { $exists: false } }, { [field]: { $ne: null } }, { [field]: { $gte: 0, $lt: 2 } });
  }
  res.push({ $and: [{ s: 'a' }, { n: { $gte: 0 } }] }, { s: { $in: ['a', 'b'] }, b: true }, { $and: [{ m: 'a' }, { i: { $lt: 100 } }] });
  res.push({ _id: { $in: ids.slice(0, 2) } }, { _id: { $gte: new ObjectId('0000000000000000000000a0') } }, { _id: { $in: [] } }, { s: 'a', _id: { $lt: ids[0] } });
  res.push({ s: 'a', 'x.y': 1 }, { $or: [{ s: 'a' }, { n: 1 }] }, { d: { $gte: dates[1], $lte: dates[2] } }, { o: { $gt: ids[0] } });
  return res;
}

/**
 * The same query, on the collection without indexes, kept out of SQL whole: FerretDB's own path. Only `_id` has
 * a sort key index there too (the launcher's): a filter under $or is never translated, and the documents' ids
 * grow with their `i`.
 */
const stock = (filter: Document) => ({ $or: [filter] });
const stockSort = (sort: Record<string, 1 | -1>) => Object.fromEntries(Object.entries(sort).map(([k, v]) => [k === '_id' ? 'i' : k, v]));
const show = (value: Document) => BSON.EJSON.stringify(value, { relaxed: false });
const idsOf = (docs: Document[]) => docs.map((d) => String(d._id));

describe('queries on declared indexes of the embedded database', () => {
  it('find the same documents as FerretDB without the indexes, on every filter', async () => {
    let nonEmpty = 0;
    for (const filter of filters()) {
      const expected = idsOf(await plain.find(stock(filter)).sort({ i: 1 }).toArray());
      const got = idsOf(await indexed.find(filter).toArray()).sort();
      expect(got, show(filter)).toEqual(expected);
      expect(await indexed.countDocuments(filter), show(filter)).toBe(expected.length);
      expect((await database.db.command({ count: 'pushdown_indexed', query: filter })).n, show(filter)).toBe(expected.length);
      if (expected.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  }, 180_000);

  it('sort in the same order, pages and filters included', async () => {
    for (const field of [...Object.keys(FIELDS), '_id']) {
      for (const direction of [1, -1] as const) {
        const sorts = field === '_id' ? [{ _id: direction }] : [{ [field]: direction, _id: direction }, { [field]: direction, _id: -direction as 1 | -1 }];
        for (const sort of sorts) {
          for (const [filter, skip, limit] of [[{}, 0, 25], [{}, 30, 10], [{ s: { $in: ['a', 'b', null] } }, 0, 7], [{ b: true }, 5, 0]] as const) {
            const expected = idsOf(await plain.find(stock(filter)).sort(stockSort(sort)).skip(skip).limit(limit).toArray());
            const got = idsOf(await indexed.find(filter).sort(sort).skip(skip).limit(limit).toArray());
            expect(got, show({ filter, sort, skip, limit })).toEqual(expected);
          }
        }
      }
    }
  }, 60_000);

  it('page a filter sorted on another field by the plan its number of matches calls for, with the same answers', async () => {
    // 400 documents: a group of 4, one of 57 and one of 339 (pushdown.go, pageRows: the filter's index and a sort of the
    // matches below about √(page × total / 15) matches; the sort's index, its rows tested one by one, above about
    // √(page × total × 15); between, the sort's index with each entry's rowid tested against the matches' rowids).
    const group = (i: number) => (i % 100 === 0 ? 'rare' : i % 7 === 1 ? 'mid' : 'common');
    const docs = Array.from({ length: 400 }, (_, i): Document => {
      const doc: Document = { _id: new ObjectId(i.toString(16).padStart(24, '0')), i, g: group(i) };
      if (i % 11 !== 0) doc.k = i % 17 === 0 ? null : `clé ${(i * 37) % 50}`;
      return doc;
    });
    const pagesIndexed = database.db.collection('pushdown_pages_indexed');
    const pagesPlain = database.db.collection('pushdown_pages_plain');
    await pagesIndexed.insertMany(docs.map((d) => ({ ...d })));
    await pagesPlain.insertMany(docs.map((d) => ({ ...d })));
    await pagesIndexed.createIndexes([{ key: { g: 1 } }, { key: { k: 1, _id: 1 } }]);
    expect(docs.filter((d) => d.g === 'rare')).toHaveLength(4);
    expect(docs.filter((d) => d.g === 'mid')).toHaveLength(57);

    const plan = async (filter: Document, sort: Document, skip: number, limit: number) => {
      const res = await database.db.command({ explain: { find: 'pushdown_pages_indexed', filter, sort, skip: BSON.Long.fromNumber(skip), limit: BSON.Long.fromNumber(limit) }, verbosity: 'queryPlanner' });
      return (res.queryPlanner.Plan as string[]).join('\n');
    };
    const byFilterIndex = /SEARCH \S+ USING INDEX \S+_g_1 /;
    const bySortIndex = /SCAN \S+ USING INDEX \S+_k_1__id_1/;
    const cases: Array<[Document, number, number, 'filter' | 'rowids' | 'rows']> = [
      [{ g: 'rare' }, 0, 10, 'filter'],
      [{ g: 'rare' }, 1, 1, 'filter'],
      [{ g: 'mid' }, 0, 10, 'rowids'],
      [{ g: 'mid' }, 50, 10, 'rowids'],
      [{ g: { $in: ['rare', 'mid'] } }, 20, 25, 'rowids'],
      [{ g: 'common' }, 0, 10, 'rows'],
      [{ g: 'common' }, 300, 25, 'rowids'],
      [{ g: 'common' }, 330, 25, 'rowids'],
      [{ g: { $gte: 'common' }, k: { $gte: 'clé 2' } }, 40, 20, 'rowids'],
    ];
    for (const [filter, skip, limit, expected] of cases) {
      for (const sort of [{ k: 1, _id: 1 }, { k: -1, _id: -1 }] as const) {
        const label = show({ filter, sort, skip, limit });
        const want = idsOf(await pagesPlain.find(stock(filter)).sort(stockSort(sort)).skip(skip).limit(limit).toArray());
        expect(want.length, label).toBeGreaterThan(0);
        expect(idsOf(await pagesIndexed.find(filter).sort(sort).skip(skip).limit(limit).toArray()), label).toEqual(want);
        // The plans are SQLite's (the embedded database); another database answers the same pages its own way.
        if (process.env.MONGODB_URI) continue;
        const shown = await plan(filter, sort, skip, limit);
        if (expected === 'filter') expect(shown, label).toMatch(byFilterIndex);
        else expect(shown, label).toMatch(bySortIndex);
        // The page's rowids are one list; the matches' rowids, another.
        expect(shown.match(/LIST SUBQUERY/g), label).toHaveLength(expected === 'rowids' ? 2 : 1);
      }
    }
  });

  it('page an equality filter sorted on the fields its index holds next from that index alone, with the same answers', async () => {
    // pushdown.go, ordersFilterIndex: one equality on the field leading an index whose next fields are the sort's, in one
    // direction: the matches are read from that index in the page's order, without counting them first.
    const docs = Array.from({ length: 300 }, (_, i): Document => {
      const doc: Document = { _id: new ObjectId(i.toString(16).padStart(24, '0')), i, g: i % 3 === 0 ? 'a' : i % 3 === 1 ? 'b' : null };
      if (i % 13 !== 0) doc.k = i % 17 === 0 ? null : i % 19 === 0 ? 7 : `clé ${(i * 37) % 40}`;
      return doc;
    });
    const compoundIndexed = database.db.collection('pushdown_compound_indexed');
    const compoundPlain = database.db.collection('pushdown_compound_plain');
    await compoundIndexed.insertMany(docs.map((d) => ({ ...d })));
    await compoundPlain.insertMany(docs.map((d) => ({ ...d })));
    await compoundIndexed.createIndexes([{ key: { g: 1, k: 1, _id: 1 } }, { key: { k: 1, _id: 1 } }]);
    const plan = async (filter: Document, sort: Document, skip: number, limit: number) => {
      const res = await database.db.command({ explain: { find: 'pushdown_compound_indexed', filter, sort, skip: BSON.Long.fromNumber(skip), limit: BSON.Long.fromNumber(limit) }, verbosity: 'queryPlanner' });
      return (res.queryPlanner.Plan as string[]).join('\n');
    };
    const cases: Array<[Document, Record<string, 1 | -1>, boolean]> = [
      [{ g: 'a' }, { k: 1, _id: 1 }, true],
      [{ g: 'b' }, { k: -1, _id: -1 }, true],
      [{ g: { $eq: 'a' } }, { k: -1, _id: -1 }, true],
      // Null (the index holds no value for it, only its rank), mixed directions, a $in or a second condition: the other plans.
      [{ g: null }, { k: 1, _id: 1 }, false],
      [{ g: 'a' }, { k: 1, _id: -1 }, false],
      [{ g: { $in: ['a', 'b'] } }, { k: 1, _id: 1 }, false],
      [{ g: 'a', k: { $gte: 'clé 1' } }, { k: 1, _id: 1 }, false],
    ];
    for (const [filter, sort, fromFilterIndex] of cases) {
      for (const [skip, limit] of [[0, 10], [25, 25], [90, 20]]) {
        const label = show({ filter, sort, skip, limit });
        const want = idsOf(await compoundPlain.find(stock(filter)).sort(stockSort(sort)).skip(skip).limit(limit).toArray());
        expect(idsOf(await compoundIndexed.find(filter).sort(sort).skip(skip).limit(limit).toArray()), label).toEqual(want);
        if (process.env.MONGODB_URI) continue;
        const shown = await plan(filter, sort, skip, limit);
        // The other plans sort the matches (a B-tree under the page's subquery), test them against a list of their rowids, or scan the sort's index.
        const otherPlan = /parent=[1-9]\d* notused=\d+ detail=USE TEMP B-TREE|LIST SUBQUERY[\s\S]*LIST SUBQUERY|SCAN \S+ USING INDEX/;
        if (fromFilterIndex) {
          expect(shown, label).toMatch(/SEARCH \S+ USING INDEX \S+_g_1_k_1__id_1 /);
          expect(shown, label).not.toMatch(otherPlan);
        } else expect(shown, label).toMatch(otherPlan);
      }
    }
    // The total of such a filter, and of every group, stays exact.
    for (const g of ['a', 'b', null]) expect(await compoundIndexed.countDocuments({ g })).toBe(docs.filter((d) => d.g === g).length);
  });

  it('count from the index with the results, types included, of the documents counted one by one', async () => {
    const group = { $group: { _id: null, n: { $sum: 1 }, c: { $count: {} }, f: { $sum: 2.5 }, l: { $sum: BSON.Long.fromNumber(2 ** 40) }, k: { $sum: 2 ** 31 - 1 } } };
    for (const filter of [{}, { s: 'a' }, { s: 'absent' }, { n: { $gte: 1 } }, { m: 'a' }, { s: 'a', 'x.y': 1 }, { $and: [{ s: { $in: ['a', 'b'] } }, { b: true }] }]) {
      const sums = [{ k: { $sum: 2 ** 31 - 1 } }, { c: { $count: {} } }, { z: { $sum: 0 } }, { m: { $sum: -3 } }].map((sum) => ({ $group: { ...sum, _id: 'tous' } }));
      for (const stage of [group, ...sums, { $group: { _id: 1, n: { $sum: 1 } } }]) {
        const run = async (collection: Collection, match: Document) => show({ r: await collection.aggregate([{ $match: match }, stage]).toArray() });
        expect(await run(indexed, filter), show(filter)).toBe(await run(plain, stock(filter)));
      }
    }
  });

  const explain = async (command: Document) => (await database.db.command({ explain: command, verbosity: 'queryPlanner' })).queryPlanner;
  const onPostgres = async () => Boolean((await explain({ find: 'pushdown_indexed', filter: {} }))?.Plan?.['Node Type']);

  it('answer from the index: EXPLAIN QUERY PLAN names it', async (context) => {
    if (process.env.MONGODB_URI) context.skip();
    const plan = async (command: Document) => ((await explain(command)).Plan as string[]).join('\n');
    for (const field of ['s', 'n', 'd', 'o', 'b', 'x']) {
      expect(await plan({ find: 'pushdown_indexed', filter: { [field]: 1 } }), field).toMatch(new RegExp(`USING INDEX \\S+_${field}_1`));
      // A count, as the driver sends countDocuments.
      const count = { aggregate: 'pushdown_indexed', pipeline: [{ $match: { [field]: { $gte: 1 } } }, { $group: { _id: 1, n: { $sum: 1 } } }], cursor: {} };
      expect(await plan(count), field).toMatch(new RegExp(`USING INDEX \\S+_${field}_1`));
    }
    const sorted = await plan({ find: 'pushdown_indexed', filter: {}, sort: { s: -1, _id: -1 }, limit: 10 });
    expect(sorted).toMatch(/SCAN \S+ USING INDEX \S+_s_1__id_1/);
    // The page's rowids come from the index in order; only the page's own rows are sorted again (the outer query's B-tree).
    expect(sorted).not.toMatch(/parent=[1-9]\d* notused=\d+ detail=USE TEMP B-TREE/);
    expect(sorted.match(/TEMP B-TREE/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // By id: the index the launcher adds to every collection, within seconds of its creation.
    await expect
      .poll(() => plan({ find: 'pushdown_indexed', filter: {}, sort: { _id: -1 }, limit: 10 }), { timeout: 10_000 })
      .toMatch(/SCAN \S+ USING INDEX \S+_hexagone_id_sort/);
  });

  it('answer from the index on PostgreSQL: EXPLAIN names the sort key index', async (context) => {
    if (!(await onPostgres())) context.skip();
    const plan = async (command: Document) => JSON.stringify(await explain(command));
    for (const field of ['s', 'n', 'd', 'o', 'b', 'x']) {
      expect(await plan({ find: 'pushdown_indexed', filter: { [field]: 1 } }), field).toMatch(new RegExp(`"Index Name":"[^"]+_${field}___[0-9a-f]+_idx"`));
      const count = { aggregate: 'pushdown_indexed', pipeline: [{ $match: { [field]: { $gte: 1 } } }, { $group: { _id: 1, n: { $sum: 1 } } }], cursor: {} };
      expect(await plan(count), field).toMatch(new RegExp(`"Index Name":"[^"]+_${field}___[0-9a-f]+_idx"`));
    }
    // FerretDB names an index after its table and its name, other characters than letters and _ replaced (s_1: s__).
    // A sorted page read in the index's order: no sort of the collection.
    const sorted = await plan({ find: 'pushdown_indexed', filter: {}, sort: { s: -1, _id: -1 }, limit: 10 });
    expect(sorted).toMatch(/"Index Name":"[^"]+_s____id___[0-9a-f]+_idx"/);
    expect(sorted).toMatch(/"Node Type":"Limit"/);
    expect(sorted).not.toMatch(/"Node Type":"Sort"/);
    const byId = await plan({ find: 'pushdown_indexed', filter: {}, sort: { _id: -1 }, limit: 10 });
    expect(byId).toMatch(/"Index Name":"hexagone_id_sort_[0-9a-f]+"/);
  });

  it('find a document by id on PostgreSQL through the GIN twin of the _id index, made for a collection created after start', async (context) => {
    if (!(await onPostgres())) context.skip();
    const late = database.db.collection('containment_late');
    await late.insertMany(Array.from({ length: 3000 }, (_, i) => ({ i })));
    const some = await late.findOne({ i: 1234 });
    // The launcher's keeper sees the new index (its catalog signature changed) within seconds.
    await expect
      .poll(async () => JSON.stringify(await explain({ find: 'containment_late', filter: { _id: some!._id } })), { timeout: 15_000 })
      .toMatch(/"Index Name":"hexagone_gin_[0-9a-f]+"/);
  });
});
