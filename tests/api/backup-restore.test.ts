/**
 * Backup and restore of a live installation (issue 34 §2): `npm run backup` while clients go
 * on writing, `npm run restore` into an empty folder, and a server started there has every
 * record acknowledged before the backup began (and none that was never written), the private
 * file of a ticket, the same secrets (a session opened before the backup still works) and an
 * audit chain that verifies. A restore never fills a folder in use.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@hexagone/schemas';
import * as samples from '../../api/src/platform/files/test-files';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, apiClient, login, type ApiClient } from '../support/api';
import { DB_NAME } from '../support/database';
import { createRecord } from '../support/records';
import { REPO_ROOT, startServer, type TestServer } from '../support/server';

const WRITERS = 4;
/** The embedded database under its default name, even in a run given MONGODB_URI (whose test databases are named after their folder). */
const EMBEDDED = { MONGODB_URI: '', MONGODB_DB: DB_NAME };

let source: TestServer;
let api: ApiClient;
let token: string;
let workDir: string;
let restored: TestServer | undefined;

/** `npm run <script> -- file` on `dataDir`, as an operator types it; answers its exit code and output. */
async function npmRun(script: 'backup' | 'restore', file: string, dataDir: string, database: Record<string, string> = EMBEDDED): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', script, '--', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...database },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every blog category's id, page by page. */
async function categoryIds(client: ApiClient, as: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const { body } = await client.get('/blog_categories', { token: as, query: { page: String(page), limit: String(MAX_PAGE_SIZE) } });
    for (const record of body.data) ids.add(record.id);
    if (page >= body.pagination.pages) return ids;
  }
}

beforeAll(async () => {
  // The embedded database is what `npm run backup` copies; with MONGODB_URI, mongodump does.
  ({ server: source, api, token } = await startServerAsAdmin({ env: EMBEDDED }));
  workDir = await mkdtemp(join(tmpdir(), 'hexagone-backup-'));
});

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('copies a live installation while writes go on, and a server on the restored folder has its records, files, secrets and chain', async () => {
    const me = (await api.get('/auth/me', { token })).body.user;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samples.PDF)], { type: 'application/pdf' }), 'contrat.pdf');
    const uploaded = await fetch(source.url('/api/files?collection=support_tickets&field=attachments'), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(201);
    const attachment = await uploaded.json();
    await createRecord(api, token, 'support_tickets', { subject: 'Contrat', user_id: me.id, category: 'technical', description: 'Voir la pièce jointe', attachments: [attachment] });

    // Writers that never pause, from before the backup until after it.
    const acknowledged: { id: string; at: number }[] = [];
    let writing = true;
    let sequence = 0;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (writing) {
        const n = sequence++;
        const record = await createRecord(api, token, 'blog_categories', { name: `Rubrique ${n}`, slug: `rubrique-${n}` });
        acknowledged.push({ id: record.id, at: Date.now() });
      }
    });
    await expect.poll(() => acknowledged.length).toBeGreaterThanOrEqual(20);

    const file = join(workDir, 'hexagone.tar.gz');
    const startedAt = Date.now();
    const backup = await npmRun('backup', file, source.dataDir);
    const endedAt = Date.now();
    await expect.poll(() => acknowledged.filter((write) => write.at > endedAt).length).toBeGreaterThanOrEqual(5);
    writing = false;
    await Promise.all(writers);

    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Sauvegarde du \d+ \S+ \d{4} à \d\d:\d\d:\d\d écrite dans /);
    // The server went on answering writes while the copy was made.
    expect(acknowledged.some((write) => write.at > startedAt && write.at < endedAt)).toBe(true);

    // Never over an installation: the folder in use is refused and left as it was.
    const before = await readdir(source.dataDir);
    const refused = await npmRun('restore', file, source.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Erreur : restauration impossible : le dossier de données ${source.dataDir} n'est pas vide`);
    expect(await readdir(source.dataDir)).toEqual(before);

    const target = join(workDir, 'restauration');
    const restore = await npmRun('restore', file, target);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`restaurée dans ${target}`);
    expect(await readFile(join(target, 'jwt-secret'), 'utf8')).toBe(await readFile(join(source.dataDir, 'jwt-secret'), 'utf8'));

    restored = await startServer({ dataDir: target, env: EMBEDDED });
    const restoredApi = apiClient(restored.baseUrl);
    // The session opened before the backup: its record and the secret that signed it came back.
    expect((await restoredApi.get('/auth/me', { token })).status).toBe(200);
    const restoredToken = await login(restoredApi, ADMIN.email, ADMIN.password);

    const ids = await categoryIds(restoredApi, restoredToken);
    const all = new Set(acknowledged.map((write) => write.id));
    for (const write of acknowledged.filter((w) => w.at < startedAt)) expect(ids.has(write.id), `${write.id}, acknowledged before the backup`).toBe(true);
    for (const id of ids) expect(all.has(id), `${id}, in the backup, was never written`).toBe(true);
    expect(ids.size).toBeLessThan(all.size);

    const download = await fetch(restored.url(`/api/files/${attachment.id}`), { headers: { authorization: `Bearer ${restoredToken}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.PDF);

    const chain = await restoredApi.get('/webmaster/audit-logs/verify', { token: restoredToken });
    expect(chain.body).toMatchObject({ valid: true, broken_at: null });
    expect(chain.body.checked).toBeGreaterThan(ids.size);
  }, 180_000);

  it('with MONGODB_URI, holds the data folder without the database, and names MongoDB\'s tools for it', async () => {
    const mongodb = { MONGODB_URI: 'mongodb://base.exemple.fr:27017/hexagone', MONGODB_DB: DB_NAME };
    const file = join(workDir, 'dossier.tar.gz');
    const backup = await npmRun('backup', file, source.dataDir, mongodb);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('La base MongoDB (MONGODB_URI) n’y est pas : sauvegardez-la avec mongodump --uri="$MONGODB_URI" --oplog');
    const entries = (await promisify(execFile)('tar', ['tzf', file])).stdout.split('\n');
    expect(entries).toContain('jwt-secret');
    expect(entries.filter((entry) => entry.startsWith('db'))).toEqual([]);

    const restore = await npmRun('restore', file, join(workDir, 'dossier'), mongodb);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('restaurez-la avec mongorestore --uri="$MONGODB_URI" --oplogReplay');
  });

  it('refuses to back up a folder without a database (a mistyped DATA_DIR), and writes no archive', async () => {
    const file = join(workDir, 'rien.tar.gz');
    const refused = await npmRun('backup', file, join(workDir, 'pas-de-donnees'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Erreur : sauvegarde impossible : aucune base embarquée dans ${join(workDir, 'pas-de-donnees', 'db')}`);
    expect((await readdir(workDir)).filter((name) => name.includes('rien'))).toEqual([]);
  });

  it('refuses a file that is no backup of ours, and leaves the folder empty', async () => {
    const notABackup = join(workDir, 'autre.tar.gz');
    await promisify(execFile)('tar', ['czf', notABackup, '-C', REPO_ROOT, 'package.json']);
    const target = join(workDir, 'vide');
    const refused = await npmRun('restore', notABackup, target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${notABackup} n'est pas une sauvegarde Hexagone`);
    expect(await readdir(target)).toEqual([]);
  });
});
