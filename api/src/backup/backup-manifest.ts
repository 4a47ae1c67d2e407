/**
 * The note at the root of every backup archive: it tells a restore that the archive is a
 * Hexagone backup, when it was made and where its database is.
 */
export const MANIFEST_FILE = 'hexagone-backup.json';

export interface BackupManifest {
  format: 1;
  /** When the database was copied (ISO 8601). */
  createdAt: string;
  /** `embedded`: the archive holds the database (db/); `mongodb`: MongoDB's own tools back it up. */
  database: 'embedded' | 'mongodb';
}

/** The manifest read from an archive, or undefined when it is no backup of ours. */
export function parseManifest(text: string): BackupManifest | undefined {
  try {
    const manifest = JSON.parse(text) as Partial<BackupManifest>;
    if (manifest.format !== 1 || typeof manifest.createdAt !== 'string') return undefined;
    if (manifest.database !== 'embedded' && manifest.database !== 'mongodb') return undefined;
    return manifest as BackupManifest;
  } catch {
    return undefined;
  }
}

/** The date and time of a backup as a French reader reads it, in Paris. */
export const backupDate = (manifest: BackupManifest) =>
  new Date(manifest.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'medium' });
