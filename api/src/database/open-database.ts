/**
 * The database the server and the seed use: MONGODB_URI when set, else the embedded
 * FerretDB in DATA_DIR, started (and supervised) here and stopped with `close()`.
 */
import { config } from '../config';
import { startEmbeddedDb, type EmbeddedDb, type EmbeddedDbState } from './embedded-db';

export interface OpenDatabase {
  uri: string;
  /** What the start-up message names: the embedded folder, or MONGODB_URI. */
  description: string;
  /** The embedded database's process, when there is one. */
  embeddedState(): EmbeddedDbState | undefined;
  close(): Promise<void>;
}

export async function openDatabase(): Promise<OpenDatabase> {
  if (config.mongoUri) {
    return { uri: config.mongoUri, description: 'MONGODB_URI', embeddedState: () => undefined, close: async () => undefined };
  }
  const embedded: EmbeddedDb = await startEmbeddedDb(config.embeddedDbBinary, config.dataDir);
  return {
    // The server's own connection goes through the Unix socket (embedded-db.ts).
    uri: embedded.localUri,
    description: `embarquée, ${config.dataDir}`,
    embeddedState: () => embedded.state(),
    close: () => embedded.stop(),
  };
}
