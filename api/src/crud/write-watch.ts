/**
 * Tells `onWrite` the collection of every write this process sends to the database, when
 * it starts and again when it ends, whichever code sends it (CRUD service, domain modules,
 * raw driver calls): the driver's command events see them all. Writes from other processes
 * are not seen; see KeptLists for where that matters.
 */
import type { MongoClient } from 'mongodb';

const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'drop', 'create', 'createIndexes']);

export function watchWrites(client: MongoClient, onWrite: (collection: string) => void): void {
  const pending = new Map<number, string>();
  client.on('commandStarted', (event) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    const collection = String(event.command[event.commandName]);
    pending.set(event.requestId, collection);
    onWrite(collection);
  });
  const ended = (event: { requestId: number }) => {
    const collection = pending.get(event.requestId);
    if (collection === undefined) return;
    pending.delete(event.requestId);
    onWrite(collection);
  };
  client.on('commandSucceeded', ended);
  client.on('commandFailed', ended);
}
