import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiClient, login, setupAndLogin, ADMIN } from '../support/api';
import { newDataDir, SERVER_ENTRY, startServer } from '../support/server';

describe('embedded database', () => {
  it('keeps the data across a restart', async () => {
    const dataDir = await newDataDir();
    const first = await startServer({ dataDir });
    const token = await setupAndLogin(apiClient(first.baseUrl));
    const created = await apiClient(first.baseUrl).post('/roles', { name: 'Persistant' }, { token });
    expect(created.status).toBe(201);
    await first.stop({ keepData: true });

    const second = await startServer({ dataDir });
    try {
      const api = apiClient(second.baseUrl);
      expect((await api.get('/setup/check')).body.setupRequired).toBe(false);
      // The signing secret is kept too, so the session survives the restart.
      expect((await api.get('/roles', { token, query: { q: 'persistant' } })).body.pagination.total).toBe(1);
      expect(await login(api, ADMIN.email, ADMIN.password)).toBeTruthy();
    } finally {
      await second.stop();
    }
  });

  it('runs instances side by side, each on its own data', async () => {
    const [a, b] = await Promise.all([startServer(), startServer()]);
    try {
      await setupAndLogin(apiClient(a.baseUrl));
      expect((await apiClient(a.baseUrl).get('/setup/check')).body.setupRequired).toBe(false);
      expect((await apiClient(b.baseUrl).get('/setup/check')).body.setupRequired).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('says in one line why it cannot start, and exits non-zero', async () => {
    const dir = await newDataDir();
    const file = join(dir, 'not-a-folder');
    await writeFile(file, '');
    const run = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, PORT: '0', DATA_DIR: file, MONGODB_URI: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Erreur : /);
  });
});
