/**
 * `npm run backup -- FILE`: a .tar.gz of a running installation, made without stopping it.
 *
 * The embedded database is copied first, consistently, by our FerretDB build (`-snapshot`:
 * SQLite's VACUUM INTO, api/embedded-db/snapshot.go), then the rest of the data folder: the
 * secrets the data needs (jwt-secret, secrets-key) and the private files. In that order, every
 * record of the copy finds its file, which is always stored before the record that names it.
 * With MONGODB_URI the database is MongoDB's to back up (mongodump): the archive holds the
 * data folder only.
 */
import { execFile } from 'node:child_process';
import { cp, lstat, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { archiveFolder } from '../instances/local/folder-archive';
import { MANIFEST_FILE, type BackupManifest } from './backup-manifest';

export interface BackupSource {
  dataDir: string;
  /** The embedded database's binary; undefined with MONGODB_URI. */
  embeddedDbBinary?: string;
}

/** The data folder's entries a backup leaves out: the database, copied apart. */
const DATABASE_DIR = 'db';

/** Writes the backup of `source` to `file` (never half-written: it appears complete or not at all); answers its manifest. */
export async function backupInstallation(source: BackupSource, file: string): Promise<BackupManifest> {
  // Beside the archive: the copy needs room as large as the data, on the disk chosen for backups.
  const staging = await mkdtemp(join(dirname(file), `.${basename(file)}-`));
  const partial = `${staging}.partial`;
  try {
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database: source.embeddedDbBinary ? 'embedded' : 'mongodb' };
    if (source.embeddedDbBinary) {
      const databaseDir = join(source.dataDir, DATABASE_DIR);
      // A mistyped DATA_DIR would otherwise give an archive without data, that restores to an empty installation.
      if (!(await readdir(databaseDir).catch(() => [])).some((name) => name.endsWith('.sqlite'))) {
        throw new Error(`aucune base embarquée dans ${databaseDir} : vérifiez DATA_DIR (ou MONGODB_URI)`);
      }
      await promisify(execFile)(source.embeddedDbBinary, ['-data', databaseDir, '-snapshot', join(staging, DATABASE_DIR)]);
    }
    await cp(source.dataDir, staging, { recursive: true, filter: (path) => keep(source.dataDir, path) });
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    // It holds the secrets: readable by its owner only.
    await archiveFolder(staging, partial, [], 0o600);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Files and folders only (a socket or a pipe cannot be copied), outside the database folder. */
async function keep(dataDir: string, path: string): Promise<boolean> {
  if (relative(dataDir, path).split(sep)[0] === DATABASE_DIR) return false;
  const info = await lstat(path).catch(() => undefined);
  return !!info && (info.isFile() || info.isDirectory());
}
