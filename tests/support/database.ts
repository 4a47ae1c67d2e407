/**
 * An embedded database started by the test itself: the test reaches it directly (to write
 * records of collections no API serves yet, or to run the seed) and hands it to a server
 * through MONGODB_URI. Real FerretDB over a real connection, as everywhere else.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { REPO_ROOT, newDataDir } from './server';

const require = createRequire(import.meta.url);
const { startEmbeddedDb } = require(join(REPO_ROOT, 'api', 'dist', 'database', 'embedded-db.js')) as {
  startEmbeddedDb: (binary: string, dataDir: string) => Promise<{ uri: string; stop: () => Promise<void> }>;
};

export const DB_NAME = 'hexagone';

export interface TestDatabase {
  uri: string;
  dataDir: string;
  db: Db;
  stop: () => Promise<void>;
}

export async function startDatabase(): Promise<TestDatabase> {
  const dataDir = await newDataDir();
  const embedded = await startEmbeddedDb(join(REPO_ROOT, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const client = await MongoClient.connect(embedded.uri);
  return {
    uri: embedded.uri,
    dataDir,
    db: client.db(DB_NAME),
    stop: async () => {
      await client.close();
      await embedded.stop();
    },
  };
}
