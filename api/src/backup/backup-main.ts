/**
 * `npm run backup -- FILE`: backs up the installation of DATA_DIR (and MONGODB_URI's folder
 * part) while its server runs. Exit code 0 once FILE is complete.
 */
import { resolve } from 'node:path';
import { config } from '../config';
import { backupInstallation } from './backup';
import { backupDate } from './backup-manifest';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('indiquez le fichier de la sauvegarde : npm run backup -- /chemin/hexagone.tar.gz');
  // npm runs the script from the repository: a relative FILE is the caller's, from where npm was run.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const manifest = await backupInstallation({ dataDir: config.dataDir, embeddedDbBinary: config.mongoUri ? undefined : config.embeddedDbBinary }, target);
  console.log(`Sauvegarde du ${backupDate(manifest)} écrite dans ${target} (dossier ${config.dataDir}).`);
  console.log('Elle contient les secrets de l’installation : gardez-la hors de portée, comme le dossier de données.');
  if (manifest.database === 'mongodb') {
    console.log('La base MongoDB (MONGODB_URI) n’y est pas : sauvegardez-la avec mongodump --uri="$MONGODB_URI" --oplog --gzip --archive=FICHIER (voir README, « Sauvegarde et restauration »).');
  }
  for (const [name, value] of [['JWT_SECRET', config.jwtSecret], ['SECRETS_KEY', config.secretsKey]] as const) {
    if (value) console.log(`${name} est défini dans l’environnement : il n’est pas dans la sauvegarde, gardez-le à part pour la restaurer.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Erreur : sauvegarde impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
