/**
 * The sweep of files no record holds any more: uploaded and never saved with a record, left by
 * a record deleted in a cascade (whose hooks do not run), or bytes whose account was never
 * written (a process stopped between the two). Only files older than the grace period go: one
 * being attached right now is left alone.
 */
import type { mongo } from 'mongoose';
import { FILES_COLLECTION, type FileRecord } from './file-record';
import type { FileStore } from './file-store';

/** A form may stay open this long between an upload and its saving. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

export interface OrphanSweep {
  db: mongo.Db;
  store: FileStore;
  now?: Date;
  graceMs?: number;
}

/** Removes the orphans; answers how many files went. */
export async function collectOrphanFiles({ db, store, now = new Date(), graceMs = ORPHAN_GRACE_MS }: OrphanSweep): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  const records = db.collection<FileRecord>(FILES_COLLECTION);
  let removed = 0;

  for await (const file of records.find({ created_at: { $lt: cutoff } })) {
    const holder = await db.collection(file.collection).findOne({ [`${file.field}.id`]: file._id }, { projection: { _id: 1 } });
    if (holder) continue;
    await store.delete(file._id);
    await records.deleteOne({ _id: file._id });
    removed += 1;
  }

  for await (const entry of store.list()) {
    if (entry.storedAt >= cutoff || (await records.findOne({ _id: entry.id }, { projection: { _id: 1 } }))) continue;
    await store.delete(entry.id);
    removed += 1;
  }
  return removed;
}
