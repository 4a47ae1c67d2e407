/**
 * The registry's indexes on the embedded database (issue 25). The models' registration creates
 * them on MongoDB only; on FerretDB, our build turns each non-unique one into an SQLite index
 * on the fields' sort keys, which its queries on those fields use (api/embedded-db/_ferretdb,
 * README: production). Created before the server serves, once: an existing index is left as is.
 */
import { Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { allQueryIndexes } from '../crud/query-indexes';

const logger = new Logger('Index');

export async function createEmbeddedIndexes(uri: string, dbName: string): Promise<void> {
  const client = await new mongoose.mongo.MongoClient(uri).connect();
  try {
    const db = client.db(dbName);
    if (!('ferretdbVersion' in (await db.admin().command({ buildInfo: 1 })))) return;
    for (const [name, keys] of allQueryIndexes()) {
      const collection = db.collection(name);
      // Only the missing ones, one per call: FerretDB 1.24 drops the connection on a createIndexes
      // naming several existing indexes, which another server process starting at the same time
      // (several processes on one standalone FerretDB) may just have created.
      const indexKeys = async () => ((await collection.listIndexes().toArray().catch(() => [])) as { key: unknown }[]).map((index) => JSON.stringify(index.key));
      const existing = new Set(await indexKeys());
      for (const key of keys.filter((key) => !existing.has(JSON.stringify(key)))) {
        await collection.createIndex(key).catch(async (error: unknown) => {
          const now = await indexKeys();
          if (!now.includes(JSON.stringify(key))) logger.warn(`${name} : index ${JSON.stringify(key)} non créé (${String(error)})`);
        });
      }
    }
  } finally {
    await client.close();
  }
}
