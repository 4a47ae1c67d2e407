/**
 * Tells KeptLists of every write this process sends to the database, when it starts and
 * again when it ends, whichever code sends it (CRUD service, domain modules, raw driver
 * calls): the driver's command events see them all. Writes from other processes are not
 * seen; see KeptLists for where that matters.
 */
import type { MongoClient } from 'mongodb';
import type { KeptLists } from './kept-lists';

const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'drop', 'create', 'createIndexes']);

export function watchWrites(client: MongoClient, lists: KeptLists): void {
  const pending = new Map<number, { collection: string; inserted?: Array<Record<string, unknown>> }>();
  client.on('commandStarted', (event) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    const collection = String(event.command[event.commandName]);
    const inserted = event.commandName === 'insert' ? (event.command.documents as Array<Record<string, unknown>>) : undefined;
    pending.set(event.requestId, { collection, inserted });
    if (inserted) lists.inserted(collection, inserted);
    else lists.written(collection);
  });
  const ended = (event: { requestId: number; reply?: unknown }, failed: boolean) => {
    const write = pending.get(event.requestId);
    if (!write) return;
    pending.delete(event.requestId);
    const reply = event.reply as { writeErrors?: unknown[] } | undefined;
    // A failed insert may have written some of its documents: nothing kept can be trusted.
    if (write.inserted && !failed && !reply?.writeErrors?.length) lists.inserted(write.collection, write.inserted);
    else lists.written(write.collection);
  };
  client.on('commandSucceeded', (event) => ended(event, false));
  client.on('commandFailed', (event) => ended(event, true));
}
