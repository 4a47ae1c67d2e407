/**
 * A named lock shared by every server process on the same database: a document whose
 * `_id` is the lock's name. Inserting a unique `_id` is the one write both FerretDB and
 * MongoDB make atomic (no transactions; stock FerretDB's conditional updates raced, ours no
 * longer do: api/embedded-db/_ferretdb/handler/write_one_at_a_time.go), so two
 * holders are impossible. A lock older than `staleMs` was left by a holder that died.
 */
import type { Connection } from 'mongoose';

export interface LockOptions {
  /** How long to keep trying while another holder has it (0: fail at once). */
  waitMs: number;
  staleMs: number;
}

export class LockBusyError extends Error {}

const RETRY_EVERY_MS = 25;
const DUPLICATE_KEY = 11000;

export async function acquireLock(connection: Connection, name: string, options: LockOptions): Promise<() => Promise<void>> {
  const locks = connection.collection<{ _id: string; created_at: Date }>('system_locks');
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    await locks.deleteOne({ _id: name, created_at: { $lt: new Date(Date.now() - options.staleMs) } });
    try {
      const created_at = new Date();
      await locks.insertOne({ _id: name, created_at });
      return async () => {
        await locks.deleteOne({ _id: name, created_at });
      };
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      if (Date.now() >= deadline) throw new LockBusyError(name);
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}
