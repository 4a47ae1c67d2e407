/**
 * The database the server and the seed use: MONGODB_URI when set, else the embedded
 * FerretDB in DATA_DIR, started here and stopped with `close()`.
 */
import { config } from '../config';
import { startEmbeddedDb, type EmbeddedDb } from './embedded-db';

export interface OpenDatabase {
  uri: string;
  /** What the start-up message names: the embedded folder, or MONGODB_URI. */
  description: string;
  close(): Promise<void>;
}

export async function openDatabase(): Promise<OpenDatabase> {
  if (config.mongoUri) return { uri: config.mongoUri, description: 'MONGODB_URI', close: async () => undefined };
  const embedded: EmbeddedDb = await startEmbeddedDb(config.embeddedDbBinary, config.dataDir);
  return { uri: embedded.uri, description: `embarquée, ${config.dataDir}`, close: () => embedded.stop() };
}
