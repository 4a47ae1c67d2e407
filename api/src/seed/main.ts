/**
 * `npm run seed`: fills the database the server uses (MONGODB_URI, else the embedded one in
 * DATA_DIR) with French demo data. Stop the server first when it uses the same DATA_DIR.
 */
import { openDatabase } from '../database/open-database';
import { runSeed } from './run-seed';

async function main(): Promise<void> {
  const database = await openDatabase();
  try {
    console.log(`Données de démonstration (base : ${database.description})`);
    await runSeed(database.uri, (line) => console.log(`- ${line}`));
    console.log('Terminé.');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
