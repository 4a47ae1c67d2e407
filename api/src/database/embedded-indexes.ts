/**
 * The registry's indexes on the embedded database (issue 25). The models' registration creates
 * them on MongoDB only; on FerretDB, our build turns each non-unique one into an SQLite index
 * on the fields' sort keys, which its queries on those fields use (api/embedded-db/_ferretdb,
 * README: production). Created before the server serves, once: an existing index is left as is.
 */
import mongoose from 'mongoose';
import { allQueryIndexes } from '../crud/query-indexes';

export async function createEmbeddedIndexes(uri: string, dbName: string): Promise<void> {
  const client = await new mongoose.mongo.MongoClient(uri).connect();
  try {
    const db = client.db(dbName);
    if (!('ferretdbVersion' in (await db.admin().command({ buildInfo: 1 })))) return;
    for (const [name, keys] of allQueryIndexes()) {
      const collection = db.collection(name);
      // Only the missing ones: FerretDB 1.24 fails a createIndexes naming several existing indexes.
      const existing = new Set((await collection.listIndexes().toArray().catch(() => [])).map((index) => JSON.stringify(index.key)));
      const missing = keys.filter((key) => !existing.has(JSON.stringify(key)));
      if (missing.length) await collection.createIndexes(missing.map((key) => ({ key })));
    }
  } finally {
    await client.close();
  }
}
