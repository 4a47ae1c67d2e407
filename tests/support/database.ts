/**
 * A database owned by the test itself: the test reaches it directly (to write records of
 * collections no API serves yet, or to run the seed) and hands it to a server through
 * MONGODB_URI. An embedded FerretDB started here; or, when the run is given MONGODB_URI, a
 * database of its own on that server (its name in the URI's path, see `databaseOfUri`).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { REPO_ROOT, databaseNameOf, newDataDir, withDatabase } from './server';

const require = createRequire(import.meta.url);
const { startEmbeddedDb } = require(join(REPO_ROOT, 'api', 'dist', 'database', 'embedded-db.js')) as {
  startEmbeddedDb: (binary: string, dataDir: string) => Promise<{ uri: string; stop: () => Promise<void> }>;
};

export const DB_NAME = 'hexagone';

export interface TestDatabase {
  uri: string;
  /** The database's name: DB_NAME on an embedded database, a name of its own on MONGODB_URI. */
  name: string;
  dataDir: string;
  db: Db;
  stop: () => Promise<void>;
}

export async function startDatabase(): Promise<TestDatabase> {
  const external = process.env.MONGODB_URI;
  if (!external) return startEmbeddedDatabase();
  const dataDir = await newDataDir();
  const name = databaseNameOf(dataDir);
  const uri = withDatabase(external, name);
  const client = await MongoClient.connect(uri);
  return { uri, name, dataDir, db: client.db(name), stop: () => client.close() };
}

/** Always an embedded FerretDB of its own: for the tests of the embedded database itself. */
export async function startEmbeddedDatabase(): Promise<TestDatabase> {
  const dataDir = await newDataDir();
  const embedded = await startEmbeddedDb(join(REPO_ROOT, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const client = await MongoClient.connect(embedded.uri);
  return {
    uri: embedded.uri,
    name: DB_NAME,
    dataDir,
    db: client.db(DB_NAME),
    stop: async () => {
      await client.close();
      await embedded.stop();
    },
  };
}

/**
 * The application loaded in the test's own process (the seed, a job run in an application
 * context) reads its config once, when first loaded: its files in the database's folder, its
 * data in the database's name.
 */
export function loadAppOn(database: Pick<TestDatabase, 'dataDir' | 'name'>): void {
  process.env.DATA_DIR = database.dataDir;
  process.env.MONGODB_DB = database.name;
}

/** The application's modules in the test's own process, on `database`: to run a job's work on a chosen clock. */
export interface AppContext {
  get(token: unknown): unknown;
  close(): Promise<void>;
  /** A module of api/dist, e.g. 'analytics/rollups.service.js'. */
  load(path: string): any;
}

export async function appContextOn(database: TestDatabase): Promise<AppContext> {
  loadAppOn(database);
  const load = (path: string) => require(join(REPO_ROOT, 'api', 'dist', path));
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = load('app.module.js');
  // Without background work: the test runs the jobs itself.
  const app = await NestFactory.createApplicationContext(AppModule.forDatabase(database.uri, undefined, false), { logger: ['error'], abortOnError: false });
  return { get: (token) => app.get(token), close: () => app.close(), load };
}
