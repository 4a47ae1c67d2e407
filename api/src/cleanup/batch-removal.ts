/**
 * Removes documents in batches, handing the event loop back between batches, so that a server
 * removing 100 000 old entries keeps answering. The ids are read first in one pass, sorted;
 * each batch is then the expired documents between two of them (`$gte`/`$lte` on `_id` with
 * the rule's filter: exact even if a document changed meanwhile). A list of ids (`$in`) would
 * not do on the embedded database: it turns each value into a SQL expression (SQLite refuses
 * more than 1 000) and reads the whole collection per batch all the same, so batches are
 * large: 100 000 entries go in 20 reads, not 200.
 */
import type { mongo } from 'mongoose';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Filter } from './cleanup-targets';

export const REMOVAL_BATCH = 5_000;

export async function removeInBatches(
  db: mongo.Db,
  collection: string,
  filter: Filter,
  dependents: readonly { collection: string; field: string }[] = [],
  batch = REMOVAL_BATCH,
): Promise<number> {
  const docs = db.collection(collection);
  const ids = await docs.find(filter, { projection: { _id: 1 } }).sort({ _id: 1 }).batchSize(batch).map((doc) => doc._id).toArray();
  let removed = 0;
  for (let start = 0; start < ids.length; start += batch) {
    const first = ids[start];
    const last = ids[Math.min(start + batch, ids.length) - 1];
    const range = { $and: [filter, { _id: { $gte: first, $lte: last } }] };
    if (dependents.length) {
      const owners = (await docs.find(range, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id));
      for (const dependent of dependents) {
        for (let at = 0; at < owners.length; at += 500) await db.collection(dependent.collection).deleteMany({ [dependent.field]: { $in: owners.slice(at, at + 500) } });
      }
    }
    removed += (await docs.deleteMany(range)).deletedCount;
    await nextTurn();
  }
  return removed;
}
