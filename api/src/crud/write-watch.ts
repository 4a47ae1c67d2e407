/**
 * Tells KeptLists of every write this process sends to the database, when it starts and
 * again when it ends, whichever code sends it (CRUD service, domain modules, raw driver
 * calls): the driver's command events see them all. Writes from other processes are not
 * seen; see KeptLists for where that matters.
 *
 * An update by id that answers the whole record it wrote (a record's edit: findAndModify
 * with `new`) leaves that record kept instead of forgotten, when no other write to the
 * collection started or ended meanwhile: the next edit or read of it does not ask again.
 */
import type { Document, MongoClient } from 'mongodb';
import type { KeptLists } from './kept-lists';
import type { KeptRecords } from './kept-records';
import { idKey } from './object-id';
import { TRAIL_MARKER } from './trail-intents';

const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'drop', 'create', 'createIndexes']);

type Command = Record<string, unknown>;

/** What a write does to the lists: inserts these documents, updates these fields, deletes these ids, or anything. */
export type WriteEffect =
  | { kind: 'insert'; documents: Command[] }
  | { kind: 'update'; fields: string[]; ids?: unknown[] }
  | { kind: 'delete'; ids: unknown[] }
  | { kind: 'unmark'; ids: unknown[]; trails: unknown[] }
  | { kind: 'other' };

export function writeEffect(name: string, command: Command): WriteEffect {
  // One statement of an update or a delete that also answers the document (an update that returns the record it wrote).
  if (name === 'findAndModify') {
    return command.remove
      ? writeEffect('delete', { deletes: [{ q: command.query ?? {} }] })
      : writeEffect('update', { updates: [{ q: command.query ?? {}, u: command.update, upsert: command.upsert }] });
  }
  if (name === 'insert') return { kind: 'insert', documents: command.documents as Command[] };
  if (name === 'update') {
    const updates = command.updates as Array<{ q: Command; u: unknown; upsert?: boolean }>;
    const unmarked = markersPulled(updates);
    if (unmarked) return unmarked;
    const fields = new Set<string>();
    for (const { u, upsert } of updates) {
      // An upsert may insert, a pipeline or a replacement may change anything.
      if (upsert || Array.isArray(u) || !u || typeof u !== 'object') return { kind: 'other' };
      const operators = Object.entries(u as Command);
      if (!operators.length || operators.some(([op]) => !op.startsWith('$'))) return { kind: 'other' };
      for (const [op, changes] of operators) {
        // Without upsert, $setOnInsert (mongoose adds created_at so) changes nothing.
        if (op === '$setOnInsert') continue;
        for (const path of Object.keys(changes as Command)) fields.add(path.split('.')[0]);
      }
    }
    // An update selecting one `_id`, whatever its other conditions, changes at most that record.
    return { kind: 'update', fields: [...fields], ids: idsOf(updates, true) };
  }
  if (name === 'delete') {
    const ids = idsOf(command.deletes as Array<{ q: Command }>);
    return ids ? { kind: 'delete', ids } : { kind: 'other' };
  }
  return { kind: 'other' };
}

/**
 * The close of trails (trail-intents.ts): statements that only pull trail markers from records
 * named by `_id` (one, or `$in`). No list shows, filters or sorts by the marker, and a kept
 * record only loses those markers: counting this as an edit of the records dropped the
 * collection's filtered lists and the record just written, read again by its next edit.
 */
function markersPulled(updates: Array<{ q: Command; u: unknown; upsert?: boolean }>): WriteEffect | undefined {
  const ids: unknown[] = [];
  const trails: unknown[] = [];
  for (const { q, u, upsert } of updates) {
    const pull = u && typeof u === 'object' && !Array.isArray(u) ? (u as Command).$pullAll : undefined;
    if (upsert || !pull || Object.keys(u as Command).length !== 1 || Object.keys(pull).join() !== TRAIL_MARKER) return undefined;
    const id = q._id as Command | undefined;
    const selected = isPlainId(id) ? [id] : id && Object.keys(id).join() === '$in' ? (id.$in as unknown[]) : undefined;
    if (Object.keys(q).length !== 1 || !Array.isArray(selected) || !selected.every(isPlainId)) return undefined;
    ids.push(...selected);
    trails.push(...((pull as Command)[TRAIL_MARKER] as unknown[]));
  }
  return { kind: 'unmark', ids, trails };
}

/**
 * The ids of statements that each select one document by `_id` alone (or with `conditions`
 * beside it: then the statement may touch that document or none), if they all do.
 */
function idsOf(statements: Array<{ q: Command }>, conditions = false): unknown[] | undefined {
  const byId = statements.every(({ q }) => (conditions || Object.keys(q).length === 1) && isPlainId(q._id));
  return byId ? statements.map(({ q }) => q._id) : undefined;
}

/** An `_id` that names one document: an ObjectId, or a text or number id (a consumer's, the audit chain's head). */
const isPlainId = (id: unknown): boolean =>
  typeof id === 'string' || typeof id === 'number' || (id !== null && typeof id === 'object' && 'toHexString' in id);

function apply(lists: KeptLists, records: KeptRecords, collection: string, effect: WriteEffect): void {
  if (effect.kind === 'unmark') {
    records.unmark(collection, effect.ids.map(idKey), effect.trails);
  } else if (effect.kind === 'insert') {
    lists.inserted(collection, effect.documents);
    // An id kept as absent is there now.
    records.forget(collection, effect.documents.map((document) => idKey(document._id)));
  } else if (effect.kind === 'update') {
    lists.updated(collection, effect.fields);
    records.forget(collection, effect.ids?.map(idKey));
  } else if (effect.kind === 'delete') {
    lists.deleted(collection, effect.ids);
    records.forget(collection, effect.ids.map(idKey));
  } else {
    lists.written(collection);
    records.forget(collection);
  }
}

/** The id of the one record a findAndModify updates and answers whole (`new`, no projection), if it does. */
function answeredRecord(name: string, command: Command, effect: WriteEffect): string | undefined {
  if (name !== 'findAndModify' || effect.kind !== 'update' || effect.ids?.length !== 1 || command.new !== true) return undefined;
  const fields = command.fields as Command | undefined;
  return fields && Object.keys(fields).length ? undefined : idKey(effect.ids[0]);
}

/** Watches the client's writes; false when the client does not report its commands (monitorCommands). */
export function watchWrites(client: MongoClient, lists: KeptLists, records: KeptRecords): boolean {
  if (!client.options.monitorCommands) return false;
  /** `answered`: the record's id and the records' generation once the write started, for an update answering its whole record. */
  const pending = new Map<number, { collection: string; effect: WriteEffect; answered?: { id: string; generation: number } }>();
  client.on('commandStarted', (event) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    const collection = String(event.command[event.commandName]);
    const effect = writeEffect(event.commandName, event.command);
    apply(lists, records, collection, effect);
    const id = answeredRecord(event.commandName, event.command, effect);
    pending.set(event.requestId, { collection, effect, answered: id === undefined ? undefined : { id, generation: records.generation(collection) } });
  });
  const ended = (event: { requestId: number; reply?: unknown }, failed: boolean) => {
    const write = pending.get(event.requestId);
    if (!write) return;
    pending.delete(event.requestId);
    const reply = event.reply as { writeErrors?: unknown[]; value?: Document | null } | undefined;
    // Nothing else written to the collection since this write started: its answer is the record as stored.
    const written = !failed && write.answered?.generation === records.generation(write.collection) && reply?.value ? reply.value : undefined;
    // A failed insert may have written some of its documents: nothing kept can be trusted.
    if (write.effect.kind === 'insert' && (failed || reply?.writeErrors?.length)) apply(lists, records, write.collection, { kind: 'other' });
    else apply(lists, records, write.collection, write.effect);
    if (written && write.answered && idKey(written._id) === write.answered.id) records.keep(write.collection, write.answered.id, written, records.generation(write.collection));
  };
  client.on('commandSucceeded', (event) => ended(event, false));
  client.on('commandFailed', (event) => ended(event, true));
  return true;
}
