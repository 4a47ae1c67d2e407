/**
 * Private files in the data folder, `DATA_DIR/files/ab/abcdef…`: spread over 256 folders by the
 * id's first two characters. Only ids of the service's own pattern ever reach a path.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_ID_PATTERN } from '@hexagone/schemas';
import type { FileStore, StoredEntry } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  private pathOf(id: string): string {
    if (!FILE_ID_PATTERN.test(id)) throw new Error(`Identifiant de fichier invalide : ${id}`);
    return join(this.dir, id.slice(0, 2), id);
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(id);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
  }

  async get(id: string): Promise<Readable | undefined> {
    const path = this.pathOf(id);
    try {
      await stat(path);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    return createReadStream(path);
  }

  async delete(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    const shards = await readdir(this.dir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const shard of shards) {
      for (const id of await readdir(join(this.dir, shard)).catch(() => [])) {
        if (!FILE_ID_PATTERN.test(id)) continue;
        const info = await stat(join(this.dir, shard, id)).catch(() => undefined);
        if (info) yield { id, storedAt: info.mtime };
      }
    }
  }
}
