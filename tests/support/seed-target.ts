/**
 * A database the test owns, a server on it, and `npm run seed` at hand to fill it. The seed
 * boots the application in this process, so the test's data folder is set before it loads:
 * the seed then signs and stores files (covers) where the test expects them.
 */
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiClient, setupAndLogin, type ApiClient } from './api';
import { loadAppOn, startDatabase, type TestDatabase } from './database';
import { listRecords } from './records';
import { REPO_ROOT, startServer, type TestServer } from './server';

export type RunSeed = (uri: string) => Promise<string[]>;

export interface SeedTarget {
  database: TestDatabase;
  server: TestServer;
  /** What `npm run seed` does, on the database at `uri`; answers the lines it prints. */
  runSeed: RunSeed;
}

/** `shareDataDir`: the server serves the files the seed stores, from the database's folder. */
export async function startSeedTarget({ shareDataDir }: { shareDataDir: boolean }): Promise<SeedTarget> {
  const database = await startDatabase();
  try {
    loadAppOn(database);
    const { runSeed } = createRequire(import.meta.url)(join(REPO_ROOT, 'api', 'dist', 'seed', 'run-seed.js')) as { runSeed: RunSeed };
    const server = await startServer({ dataDir: shareDataDir ? database.dataDir : undefined, env: { MONGODB_URI: database.uri } });
    return { database, server, runSeed };
  } catch (error) {
    await stopSeedTarget({ database });
    throw error;
  }
}

/** Safe in an `afterAll` whose `beforeAll` failed half-way: stops whatever is there. */
export async function stopSeedTarget({ database, server }: Partial<SeedTarget>): Promise<void> {
  await server?.stop({ keepData: server.dataDir === database?.dataDir });
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
}

export interface SeededInstallation extends SeedTarget {
  api: ApiClient;
  token: string;
  /** The lines the first run printed. */
  report: string[];
  /** The records of a collection as the administrator reads them (one page of the largest size). */
  list: (collection: string, query?: Record<string, string>) => Promise<any[]>;
}

/**
 * Set up, its first administrator signed in, then seeded once: the installation the demo-data
 * tests read. The server shares the seed's data folder, where the covers are stored.
 */
export async function seedNewInstallation(): Promise<SeededInstallation> {
  const target = await startSeedTarget({ shareDataDir: true });
  try {
    const api = apiClient(target.server.baseUrl);
    const token = await setupAndLogin(api);
    const report = await target.runSeed(target.database.uri);
    return { ...target, api, token, report, list: (collection, query) => listRecords(api, token, collection, query) };
  } catch (error) {
    await stopSeedTarget(target);
    throw error;
  }
}
