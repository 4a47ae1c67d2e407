/**
 * The registry's indexes on the embedded database (issue 25). The models' registration creates
 * them on MongoDB only; on FerretDB, our build turns each non-unique one into an SQLite index
 * on the fields' sort keys, which its queries on those fields use (api/embedded-db/_ferretdb,
 * README: production), and each resource's search index on its searchable fields. Created
 * once: an existing index is left as is, a search index on other fields than the resource's is
 * made again. A search index an older build of the embedded database wrote (other folding
 * rules, another layout: its version stamp, metadata/search_index.go) was dropped when the
 * database opened, and is made again here. The query indexes are made before the server
 * serves; the search indexes while it serves (filling one from 100 000 records takes tens of
 * seconds, which the database spreads in short batches): until one is filled, its resource's
 * searches scan the records, as on MongoDB.
 */
import { Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { resources } from '@hexagone/schemas';
import { allQueryIndexes, SEARCH_INDEX, searchIndexKey } from '../crud/query-indexes';

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
      const indexKeys = async () =>
        ((await collection.listIndexes().toArray().catch(() => [])) as { name: string; key: unknown }[])
          .filter((index) => index.name !== SEARCH_INDEX)
          .map((index) => JSON.stringify(index.key));
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
  void ensureSearchIndexes(uri, dbName);
}

/** Each resource's search index, one after the other, in the background. */
async function ensureSearchIndexes(uri: string, dbName: string): Promise<void> {
  const client = await new mongoose.mongo.MongoClient(uri).connect().catch((error: unknown) => {
    logger.warn(`index de recherche non créés (${String(error)})`);
  });
  if (!client) return;
  try {
    for (const resource of resources) await ensureSearchIndex(client.db(dbName).collection(resource.name), searchIndexKey(resource));
  } catch (error) {
    logger.warn(`index de recherche : ${String(error)}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** The search index on these fields (filled from the documents once), or none when the resource searches none. */
async function ensureSearchIndex(collection: mongoose.mongo.Collection, key: Record<string, -1> | undefined): Promise<void> {
  const current = ((await collection.listIndexes().toArray().catch(() => [])) as { name: string; key: unknown }[]).find((index) => index.name === SEARCH_INDEX);
  if (current && JSON.stringify(current.key) === JSON.stringify(key)) return;
  if (current) await collection.dropIndex(SEARCH_INDEX);
  if (!key) return;
  await collection.createIndex(key, { name: SEARCH_INDEX }).catch((error: unknown) => {
    logger.warn(`${collection.collectionName} : index de recherche non créé (${String(error)})`);
  });
}
