import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_PATH, uploadsDir } from './uploads-dir';

@Injectable()
export class UploadsService {
  /**
   * Stores the bytes under a random name: nothing of the client's file name reaches the
   * disk, and a name is never reused, so the file may be cached for ever.
   */
  async store(bytes: Uint8Array, ext: string): Promise<string> {
    const dir = uploadsDir();
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(join(dir, name), bytes, { flag: 'wx' });
    return `${UPLOADS_PATH}/${name}`;
  }
}
