/**
 * `npm run restore -- FILE`: fills the empty DATA_DIR with a backup (`npm run backup`); the
 * server then starts on it as it was at the backup's instant.
 */
import { resolve } from 'node:path';
import { config } from '../config';
import { backupDate } from './backup-manifest';
import { restoreInstallation } from './restore';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('indiquez le fichier de la sauvegarde : npm run restore -- /chemin/hexagone.tar.gz');
  // npm runs the script from the repository: a relative FILE is the caller's, from where npm was run.
  const manifest = await restoreInstallation(resolve(process.env.INIT_CWD ?? process.cwd(), file), config.dataDir);
  console.log(`Sauvegarde du ${backupDate(manifest)} restaurée dans ${config.dataDir}.`);
  if (manifest.database === 'mongodb') {
    console.log('La base MongoDB n’était pas dans cette sauvegarde : restaurez-la avec mongorestore --uri="$MONGODB_URI" --oplogReplay --gzip --archive=FICHIER.');
  } else if (config.mongoUri) {
    console.log('MONGODB_URI est défini : le serveur utilisera cette base, pas la base embarquée restaurée dans le dossier (db/).');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Erreur : restauration impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
