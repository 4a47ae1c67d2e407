/**
 * The embedded database's search index is stamped with the version of the build that wrote it
 * (api/embedded-db/_ferretdb/backends/sqlite/metadata/search_index.go, SearchIndexVersion): when the
 * folding rules or the table's layout change, a search table an older build wrote must not be read.
 * Here a server's users search table is made to look like an older build's (its stamp removed, as
 * before the stamps, and a row's folded text replaced by what other rules would have made of it);
 * the next start drops it before the server answers, builds it again from the documents while the
 * server serves and stamps it, and the search answers from the documents, never from the stale text. The tables are read and altered with the sqlite3 command.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { apiClient, type ApiClient } from '../support/api';
import { DB_NAME } from '../support/database';
import { createRecord } from '../support/records';
import { startServer, type TestServer } from '../support/server';

const HAS_SQLITE = spawnSync('sqlite3', ['-version']).status === 0;
// The embedded database is under test: always an embedded one, MONGODB_URI or not.
const EMBEDDED = { env: { MONGODB_URI: '' } };

describe.skipIf(!HAS_SQLITE)('the search index built by an older version', () => {
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  let dataDir: string;

  const sqlite = (sql: string) => execFileSync('sqlite3', [join(dataDir, 'db', `${DB_NAME}.sqlite`), sql], { encoding: 'utf8' }).trim();
  const found = async (q: string) => {
    const response = await api.get('/users', { token, query: { q } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.map((user: { name: string }) => user.name);
  };

  beforeAll(async () => {
    ({ server, api, token } = await startServerAsAdmin(EMBEDDED));
    dataDir = server.dataDir;
    for (const [name, email] of [['Élodie Dupont', 'elodie@exemple.fr'], ['Zoé Noël', 'zoe@exemple.fr']]) {
      await createRecord(api, token, 'users', { name, email, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    }
  });
  afterAll(() => server?.stop());

  it('is dropped at the next start, built again from the documents and stamped', async () => {
    expect(await found('elodie')).toEqual(['Élodie Dupont']);
    const table = sqlite(`SELECT table_name FROM _ferretdb_collections WHERE name = 'users'`);
    expect(sqlite(`SELECT version FROM _hexagone_search_versions WHERE table_name = '${table}'`)).toBe('2');
    await server.stop({ keepData: true });

    // What an older build left: no stamp, and a text folded otherwise than today.
    const elodie = `(SELECT rowid FROM "${table}" WHERE _ferretdb_sjson->>'$.name' = 'Élodie Dupont')`;
    sqlite(`DELETE FROM _hexagone_search_versions WHERE table_name = '${table}';
            UPDATE "${table}_hexagone_search" SET c0 = 'texte replie autrement' WHERE rowid = ${elodie};`);
    expect(sqlite(`SELECT c0 FROM "${table}_hexagone_search" WHERE rowid = ${elodie}`)).toBe('texte replie autrement');

    server = await startServer({ dataDir, ...EMBEDDED });
    api = apiClient(server.baseUrl);
    // Dropped before the server answers; built again while it serves, then stamped.
    expect(await found('replie autrement')).toEqual([]);
    await expect.poll(() => sqlite(`SELECT version FROM _hexagone_search_versions WHERE table_name = '${table}'`), { timeout: 30_000 }).toBe('2');
    expect(sqlite(`SELECT c0 FROM "${table}_hexagone_search" WHERE rowid = ${elodie}`)).toBe('elodie dupont');
    expect(await found('elodie')).toEqual(['Élodie Dupont']);
    expect(await found('ÉLODIE')).toEqual(['Élodie Dupont']);
    expect(await found('replie autrement')).toEqual([]);
    expect(await found('noel')).toEqual(['Zoé Noël']);
    // Still kept in step by its triggers after the rebuild.
    const zoe = (await api.get('/users', { token, query: { q: 'noel' } })).body.data[0];
    expect((await api.put(`/users/${zoe.id}`, { name: 'Zoé Lefèvre' }, { token })).status).toBe(200);
    expect(await found('lefevre')).toEqual(['Zoé Lefèvre']);
    expect(await found('noel')).toEqual([]);
  });

  it('gets this build’s update trigger at the next start, which rewrites a row only when a searched text changes', async () => {
    const table = sqlite(`SELECT table_name FROM _ferretdb_collections WHERE name = 'users'`);
    const trigger = `${table}_hexagone_search_update`;
    const triggerSql = () => sqlite(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = '${trigger}'`);
    expect(triggerSql()).toMatch(/ WHEN /);
    await server.stop({ keepData: true });

    // An older build's trigger: every update rewrote the document's row of the search table.
    const older = triggerSql().replace(/ WHEN .*? BEGIN /s, ' BEGIN ');
    sqlite(`DROP TRIGGER "${trigger}"; ${older};`);
    expect(triggerSql()).not.toMatch(/ WHEN /);

    server = await startServer({ dataDir, ...EMBEDDED });
    api = apiClient(server.baseUrl);
    expect(triggerSql()).toMatch(/ WHEN /);

    // A row marked by hand stays as it is through an update that leaves name, e-mail and company alone…
    const elodie = (await api.get('/users', { token, query: { q: 'elodie' } })).body.data[0];
    const row = `(SELECT rowid FROM "${table}" WHERE _ferretdb_sjson->>'$.name' = 'Élodie Dupont')`;
    sqlite(`UPDATE "${table}_hexagone_search" SET c2 = 'marque' WHERE rowid = ${row}`);
    expect((await api.put(`/users/${elodie.id}`, { active: false }, { token })).status).toBe(200);
    expect(sqlite(`SELECT c2 FROM "${table}_hexagone_search" WHERE rowid = ${row}`)).toBe('marque');
    // …and is written again from the document when one of them changes.
    expect((await api.put(`/users/${elodie.id}`, { company: 'Société Générale' }, { token })).status).toBe(200);
    expect(sqlite(`SELECT c2 FROM "${table}_hexagone_search" WHERE rowid = ${row}`)).toBe('societe generale');
    expect(await found('societe gen')).toEqual(['Élodie Dupont']);
    expect(await found('marque')).toEqual([]);
  });
});
