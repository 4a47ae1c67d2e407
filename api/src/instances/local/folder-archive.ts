/**
 * An instance folder's backup: a real .tar.gz (tar-fs through gzip), written beside the
 * folder and read back into it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-fs';

/**
 * Archives `folder` into `file` (created with `mode`), leaving out the top-level entries named
 * in `skip`; answers its size in bytes.
 */
export async function archiveFolder(folder: string, file: string, skip: readonly string[] = [], mode = 0o666): Promise<number> {
  const ignore = (name: string) => skip.includes(relative(folder, name).split(sep)[0]);
  await pipeline(pack(folder, { ignore }), createGzip(), createWriteStream(file, { mode }));
  return (await stat(file)).size;
}

/** Extracts `file` into `folder`, over what is there. */
export async function extractArchive(file: string, folder: string): Promise<void> {
  await pipeline(createReadStream(file), createGunzip(), extract(folder));
}
