import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFolder, extractArchive } from './folder-archive';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'archive-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('folder archive', () => {
  it('writes a gzip tar of the folder without the skipped entries, and brings it back', async () => {
    const folder = join(root, 'instance');
    await mkdir(join(folder, 'data'), { recursive: true });
    await mkdir(join(folder, 'backups'), { recursive: true });
    await writeFile(join(folder, 'data', 'state.json'), '{"starts":3}');
    await writeFile(join(folder, 'backups', 'old.tar.gz'), 'x');
    const file = join(root, 'backup.tar.gz');
    const size = await archiveFolder(folder, file, ['backups']);
    expect(size).toBeGreaterThan(20);
    const tar = gunzipSync(await readFile(file)).toString('latin1');
    expect(tar).toContain('data/state.json');
    expect(tar).not.toContain('old.tar.gz');

    await writeFile(join(folder, 'data', 'state.json'), '{"starts":9}');
    const other = join(root, 'restored');
    await extractArchive(file, other);
    expect(await readFile(join(other, 'data', 'state.json'), 'utf8')).toBe('{"starts":3}');
    expect(existsSync(join(other, 'backups'))).toBe(false);
  });
});
