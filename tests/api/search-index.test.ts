/**
 * List search answered from the embedded database's search index (FTS5, trigram: api/embedded-db/_ferretdb/
 * backends/sqlite/search.go) answers exactly what a scan answers.
 *  - In the database: the same documents in two collections, one with the search index and one without
 *    (where FerretDB tests the `$regex` on every document), every pattern the API sends (search-pattern.ts)
 *    and plain ones, texts of every shape (accents, case, lists, numbers, missing fields, the index's list
 *    separator, characters whose case or accents fold oddly), pages and counts, after edits and deletions.
 *  - Over HTTP on the users resource: each search, with filters, sorts and pages, against the whole list
 *    without the search filtered here by folded substring; a match never spans two fields. Also run with
 *    MONGODB_URI (npm run test:mongodb-uri), where the database scans.
 * On PostgreSQL (npm run test:postgres), our FerretDB turns the search into PostgreSQL regular expressions
 * instead (api/embedded-db/_ferretdb/backends/postgresql/search.go): the same comparisons hold there.
 */
import { type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPattern } from '../../api/src/crud/search-pattern';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

const FIELDS = ['a', 'b', 'tags'];
const TEXTS: unknown[] = [
  'Élodie Dupont', 'ELODIE', 'eloise', 'Éloïse', 'François', 'FRANCOIS', 'cœur', 'Cœur', 'coeur', 'straße', 'STRASSE', 'ſoleil',
  'Kelvin', '\u212Aelvin', 'İstanbul', 'ıstanbul', 'µ-mètre', 'Μ', 'naïve café', 'a.c', 'abc', '[x]', 'x\u001fy', '', '日本語', 'e\u0301t\u00e9',
  42, null, true, ['Café', 'thé'], ['x', 'y'], [], [1, 'ab'],
];
const NEEDLES = ['e', 'É', 'elo', 'ÉLOÏ', 'francois', 'Ç', 'cœur', 'coe', 'ss', 'ß', 'ſ', 's', 'k', 'kel', 'i', 'ist', 'µ', 'μ', 'ab', 'a.c', '[x', 'x\u001fy',
  'fé th', 'é', 'thé', '日本', 'ct', 'o', '42', 'y', 'te'];

describe('the search index of the embedded database', () => {
  let database: TestDatabase;
  let indexed: Collection;
  let plain: Collection;

  const documents = (): Document[] =>
    Array.from({ length: 120 }, (_, i) => {
      const doc: Document = { i };
      FIELDS.forEach((field, f) => {
        const value = TEXTS[(i * (f + 2) + f) % TEXTS.length];
        if (value !== null || i % 3) doc[field] = value;
      });
      return doc;
    });

  beforeAll(async () => {
    database = await startDatabase();
    indexed = database.db.collection('search_indexed');
    plain = database.db.collection('search_plain');
    const docs = documents();
    await indexed.insertMany(docs.slice(0, 60).map((d) => ({ ...d })));
    await plain.insertMany(docs.map((d) => ({ ...d })));
    // Half the documents before the index (filled from them), half after (its triggers).
    await indexed.createIndex(Object.fromEntries(FIELDS.map((f) => [f, -1])), { name: 'hexagone_search' });
    await indexed.insertMany(docs.slice(60).map((d) => ({ ...d })));
  });
  afterAll(() => database?.stop());

  const search = (pattern: string) => ({ $or: FIELDS.map((f) => ({ [f]: { $regex: pattern, $options: 'i' } })) });
  /** The same filter, which no backend translates: FerretDB tests it on every document. */
  const scanned = (filter: Document) => ({ $nor: [{ $nor: [filter] }] });
  const same = async (pattern: string) => {
    const expected = (await plain.find(scanned(search(pattern)), { projection: { i: 1 } }).sort({ i: 1 }).toArray()).map((d) => d.i);
    const got = (await indexed.find(search(pattern), { projection: { i: 1 } }).sort({ i: 1 }).toArray()).map((d) => d.i);
    expect(got, `/${pattern}/i`).toEqual(expected);
    expect(await indexed.countDocuments(search(pattern)), `count of /${pattern}/i`).toBe(expected.length);
    const page = (await indexed.find(search(pattern)).sort({ i: -1 }).skip(2).limit(3).toArray()).map((d) => d.i);
    expect(page, `page of /${pattern}/i`).toEqual([...expected].reverse().slice(2, 5));
    return expected.length;
  };

  it('finds what the scan finds, for the API pattern of a text and a plain one', async () => {
    let found = 0;
    for (const needle of NEEDLES) {
      found += await same(searchPattern(needle));
      await same(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    }
    expect(found).toBeGreaterThan(100);
  });

  it('reads the index: EXPLAIN QUERY PLAN names it, the pattern given as text or as a regular expression (as Mongoose casts it)', async (context) => {
    if (process.env.MONGODB_URI) context.skip();
    const pattern = searchPattern('elo');
    const asRegex = { $or: FIELDS.map((f) => ({ [f]: { $regex: new RegExp(pattern), $options: 'i' } })) };
    for (const filter of [search(pattern), asRegex, { $and: [{ i: { $gte: 0 } }, search(pattern)] }]) {
      expect(JSON.stringify(await indexed.find(filter).explain())).toContain('_hexagone_search VIRTUAL TABLE');
    }
    expect((await indexed.find(asRegex).toArray()).length).toBe(await plain.countDocuments({ $and: [search(pattern)], i: { $lt: 120 } }));
    // Every letter's pattern: its case variants beyond the folded range (K Kelvin, Å Ångström) fold alike.
    for (const needle of [...'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôùûüÿœæß0@-', ...NEEDLES.filter((needle) => !needle.includes('\u001f')), 'Utilisateur 42']) {
      const plan = JSON.stringify(await indexed.find(search(searchPattern(needle))).explain());
      expect(plan, needle).toContain('_hexagone_search');
    }
  });

  it('answers while other collections and indexes are created (the schema changes under the search)', async () => {
    // Each new collection and index changes SQLite's schema; an FTS5 table prepared meanwhile failed with
    // SQLITE_SCHEMA ("vtable constructor failed"), and the search answered 500 (pushdown.go: onSchemaChange).
    let churning = true;
    const churn = Array.from({ length: 3 }, async (_, c) => {
      for (let i = 0; churning; i++) {
        const collection = database.db.collection(`search_churn_${c}_${i}`);
        await collection.insertOne({ i });
        await collection.createIndex({ i: 1 });
        await collection.drop();
      }
    });
    const pattern = searchPattern('elo');
    const expected = await plain.countDocuments({ $and: [search(pattern)] });
    try {
      for (let round = 0; round < 150; round++) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? indexed.countDocuments(search(pattern)) : indexed.find(search(pattern)).toArray().then((docs) => docs.length))),
        );
        expect(answers).toEqual(answers.map(() => expected));
      }
    } finally {
      churning = false;
      await Promise.all(churn);
    }
  });

  it('on PostgreSQL, has PostgreSQL test the regular expressions: EXPLAIN shows them', async (context) => {
    const plan = async (filter: Document) => JSON.stringify(await database.db.command({ explain: { find: 'search_plain', filter }, verbosity: 'queryPlanner' }));
    if (!(await plan({})).includes('"Node Type"')) context.skip();
    // « elo », each letter's case and accent variants listed.
    const translated = await plan(search(searchPattern('elo')));
    expect(translated).toContain(" ~ '[EeÈÉÊËèéêëĒēĔĕĖėĘęĚě][LlĹĺĻļĽľ][OoÒÓÔÕÖòóôõöŌōŎŏŐő]'");
    expect(await plan(scanned(search(searchPattern('elo'))))).not.toContain(' ~ ');
  });

  it('builds the index on many fields (the audit log searches six), and on PostgreSQL reads it', async (context) => {
    const wide = database.db.collection('search_wide');
    const fields = ['user_name', 'user_email', 'resource_type', 'resource_id', 'ip_address', 'request_url'];
    // Enough rows for PostgreSQL to prefer the index to a scan.
    await wide.insertMany(Array.from({ length: 5000 }, (_, i) => Object.fromEntries(fields.map((f) => [f, `${f} Élodie ${i}`]))));
    // On PostgreSQL, each field's fold written out in the index made its catalog row too big (« row is too big »).
    await wide.createIndex(Object.fromEntries(fields.map((f) => [f, -1])), { name: 'hexagone_search' });
    expect((await wide.listIndexes().toArray()).map((index) => index.name)).toContain('hexagone_search');
    const filter = { $or: fields.map((f) => ({ [f]: { $regex: searchPattern('elodie 123'), $options: 'i' } })) };
    const found = (await wide.find(filter).toArray()).map((d) => d.ip_address).sort();
    expect(found).toEqual(['123', ...Array.from({ length: 10 }, (_, d) => `123${d}`)].map((n) => `ip_address Élodie ${n}`).sort());
    const plan = JSON.stringify(await database.db.command({ explain: { find: 'search_wide', filter }, verbosity: 'queryPlanner' }));
    if (!plan.includes('"Node Type"')) context.skip();
    expect(plan).toContain('Bitmap Index Scan');
  });

  it('stays in step with edits and deletions', async () => {
    for (const c of [indexed, plain]) {
      await c.updateMany({ i: { $lt: 40 } }, { $set: { a: 'Zoé Zèbre' } });
      await c.updateMany({ i: { $gte: 100 } }, { $unset: { tags: '' } });
      await c.deleteMany({ i: { $mod: [7, 0] } });
    }
    for (const needle of ['zoe', 'ZÈB', 'elo', 'thé', 'e', 'x']) await same(searchPattern(needle));
    expect(await same(searchPattern('zebre'))).toBeGreaterThan(20);
  });
});

describe('the users list search over HTTP', () => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  const PEOPLE = [
    ['Élodie Dupont', 'elodie@exemple.fr', 'Dupont SA', 'support'],
    ['ÉLOÏSE Martin', 'eloise@exemple.fr', 'Cœur de Lion', 'user'],
    ['françois Lefèvre', 'francois@exemple.fr', 'Forgé', 'user'],
    ['Anne Marie', 'am@exemple.fr', 'Dupont Frères', 'support'],
    ['Zoé Noël', 'zoe@ailleurs.com', undefined, 'admin'],
    ['Jean Élie', 'jean@exemple.fr', 'Éléphant & Cie', 'user'],
    ['Œdipe Roi', 'oedipe@exemple.fr', 'Thèbes', 'support'],
    ['Mélanie Dupont', 'melanie@exemple.fr', 'Ça va', 'user'],
  ];

  beforeAll(async () => {
    ({ server, api, token } = await startServerAsAdmin());
    for (const [name, email, company, role] of PEOPLE) {
      await createRecord(api, token, 'users', { name, email, company, role, password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    }
  });
  afterAll(async () => {
    if (process.env.SHOW_OUTPUT) console.log(server?.output().slice(-3000));
    await server?.stop();
  });

  const fold = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
  const ids = (rows: any[]) => rows.map((row) => row.id);

  /** Every page of the search against the whole list without it, filtered here. */
  async function sameAsScan(q: string, query: Record<string, string> = {}) {
    const whole = (await api.get('/users', { token, query: { ...query, limit: '100' } })).body;
    const expected = whole.data.filter((user: any) => [user.name, user.email, user.company].some((v) => typeof v === 'string' && fold(v).includes(fold(q))));
    for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 3)); page++) {
      const response = await api.get('/users', { token, query: { ...query, q, limit: '3', page: String(page) } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const got = response.body;
      expect(got.pagination.total, `total of « ${q} » ${JSON.stringify(query)}`).toBe(expected.length);
      expect(ids(got.data), `page ${page} of « ${q} » ${JSON.stringify(query)}`).toEqual(ids(expected.slice((page - 1) * 3, page * 3)));
    }
    return expected.length;
  }

  it('answers each search with filters, sorts and pages as a scan of the list does, accents and case folded', async () => {
    const sorts: Record<string, string>[] = [{}, { sort: 'name', order: 'asc' }, { sort: 'email', order: 'desc' }, { sort: 'created_at', order: 'desc' }, { sort: 'company', order: 'asc' }];
    for (const sort of sorts) {
      expect(await sameAsScan('elo', sort)).toBe(2);
      expect(await sameAsScan('DUPONT', sort)).toBe(3);
      expect(await sameAsScan('e', sort)).toBeGreaterThan(5);
      await sameAsScan('ç', sort);
      await sameAsScan('œ', sort);
      await sameAsScan('exemple.fr', { ...sort, role: 'support' });
    }
    expect(await sameAsScan('FRANCOIS')).toBe(1);
    expect(await sameAsScan('ELEPHANT')).toBe(1);
    expect(await sameAsScan('rien de tel')).toBe(0);
  });

  it('never matches across two fields', async () => {
    expect(await sameAsScan('marie dupont')).toBe(0);
    expect(await sameAsScan('roioedipe')).toBe(0);
  });

  it('follows an edit and a deletion at once', async () => {
    const [melanie] = (await api.get('/users', { token, query: { q: 'mélanie' } })).body.data;
    expect((await api.put(`/users/${melanie.id}`, { name: 'Mélusine Durand' }, { token })).status).toBe(200);
    expect(await sameAsScan('melanie dupont')).toBe(0);
    expect(await sameAsScan('MÉLUSINE')).toBe(1);
    expect(await sameAsScan('dupont')).toBe(2);
    const [zoe] = (await api.get('/users', { token, query: { q: 'zoe' } })).body.data;
    // The whole list's total, kept until a write (sole-writer.ts: total), follows the deletion too.
    const total = async () => (await api.get('/users', { token })).body.pagination.total;
    const before = await total();
    expect(await total()).toBe(before);
    expect((await api.del(`/users/${zoe.id}`, { token })).status).toBeLessThan(300);
    expect(await total()).toBe(before - 1);
    expect(await sameAsScan('zoé')).toBe(0);
    expect(await sameAsScan('noel')).toBe(0);
    expect(await sameAsScan('ailleurs')).toBe(0);
  });
});
