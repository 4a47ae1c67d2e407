/**
 * `npm run restore -- FILE`: a backup (backup.ts) unpacked into an empty data folder, never
 * over an installation: a restore into a folder in use would mix two states.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { extractArchive } from '../instances/local/folder-archive';
import { MANIFEST_FILE, parseManifest, type BackupManifest } from './backup-manifest';

export class RestoreRefused extends Error {}

export async function restoreInstallation(file: string, dataDir: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefused(`sauvegarde introuvable : ${file}`);
  if ((await readdir(dataDir).catch(() => [])).length > 0) {
    throw new RestoreRefused(`le dossier de données ${dataDir} n'est pas vide : la restauration ne remplit qu'un dossier vide ou absent`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await extractArchive(file, dataDir);
  } catch (error) {
    await emptyFolder(dataDir);
    throw new RestoreRefused(`archive illisible (${(error as Error).message})`);
  }
  const manifest = parseManifest(await readFile(join(dataDir, MANIFEST_FILE), 'utf8').catch(() => ''));
  if (!manifest) {
    await emptyFolder(dataDir);
    throw new RestoreRefused(`${file} n'est pas une sauvegarde Hexagone (${MANIFEST_FILE} manquant ou illisible)`);
  }
  await rm(join(dataDir, MANIFEST_FILE));
  return manifest;
}

/** Takes back what a refused restore unpacked: the folder was empty before. */
async function emptyFolder(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true });
}
