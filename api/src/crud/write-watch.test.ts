import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ObjectId, type MongoClient } from 'mongodb';
import { KeptLists } from './kept-lists';
import { KeptRecords } from './kept-records';
import { watchWrites, writeEffect } from './write-watch';

describe('writeEffect', () => {
  const id = new ObjectId();

  it('reads the fields an update sets, ignoring $setOnInsert without upsert', () => {
    expect(
      writeEffect('update', { updates: [{ q: { _id: id }, u: { $set: { name: 'x', 'address.city': 'Lyon' }, $setOnInsert: { created_at: 1 } } }] }),
    ).toEqual({ kind: 'update', fields: ['name', 'address'], ids: [id] });
    expect(writeEffect('update', { updates: [{ q: { role: 'x' }, u: { $set: { a: 1 } } }] })).toEqual({ kind: 'update', fields: ['a'], ids: undefined });
    // A conditional update by id (a backfill's) changes that record or none.
    expect(writeEffect('update', { updates: [{ q: { _id: id, name: 'x' }, u: { $set: { a: 1 } } }] })).toEqual({ kind: 'update', fields: ['a'], ids: [id] });
    // A text id (a consumer's position, the audit chain's head) names one document too.
    expect(writeEffect('update', { updates: [{ q: { _id: 'head', sequence: { $lt: 4 } }, u: { $set: { sequence: 4 } } }] })).toEqual({ kind: 'update', fields: ['sequence'], ids: ['head'] });
    expect(writeEffect('update', { updates: [{ q: { _id: { $in: ['a', 'b'] } }, u: { $set: { a: 1 } } }] })).toMatchObject({ kind: 'update', ids: undefined });
  });

  it('treats upserts, replacements and pipelines as anything', () => {
    expect(writeEffect('update', { updates: [{ q: {}, u: { $set: { a: 1 } }, upsert: true }] }).kind).toBe('other');
    expect(writeEffect('update', { updates: [{ q: {}, u: { a: 1 } }] }).kind).toBe('other');
    expect(writeEffect('update', { updates: [{ q: {}, u: [{ $set: { a: 1 } }] }] }).kind).toBe('other');
  });

  it('reads the close of trails (markers pulled by _id) as no change a list or a reader sees', () => {
    const other = new ObjectId();
    expect(writeEffect('update', { updates: [{ q: { _id: id }, u: { $pullAll: { _trails: ['t1'] } } }] })).toEqual({ kind: 'unmark', ids: [id], trails: ['t1'] });
    expect(writeEffect('update', { updates: [{ q: { _id: { $in: [id, other] } }, u: { $pullAll: { _trails: ['t1', 't2'] } }, multi: true }] })).toEqual({
      kind: 'unmark',
      ids: [id, other],
      trails: ['t1', 't2'],
    });
    // Anything more than the marker, or records not named by id, is an ordinary update.
    expect(writeEffect('update', { updates: [{ q: { _id: id }, u: { $pullAll: { _trails: ['t1'] }, $set: { name: 'x' } } }] }).kind).toBe('update');
    expect(writeEffect('update', { updates: [{ q: { _id: id }, u: { $pullAll: { _trails: ['t1'], tags: ['a'] } } }] }).kind).toBe('update');
    expect(writeEffect('update', { updates: [{ q: { role: 'x' }, u: { $pullAll: { _trails: ['t1'] } } }] }).kind).toBe('update');
    expect(writeEffect('update', { updates: [{ q: { _id: { $nin: [id] } }, u: { $pullAll: { _trails: ['t1'] } } }] }).kind).toBe('update');
  });

  it('knows the ids of a delete by _id only', () => {
    expect(writeEffect('delete', { deletes: [{ q: { _id: id }, limit: 1 }] })).toEqual({ kind: 'delete', ids: [id] });
    expect(writeEffect('delete', { deletes: [{ q: { topic_id: 'x' }, limit: 0 }] }).kind).toBe('other');
    // It may delete nothing: the lists cannot take it out.
    expect(writeEffect('delete', { deletes: [{ q: { _id: id, state: 'draft' }, limit: 1 }] }).kind).toBe('other');
    expect(writeEffect('findAndModify', { findAndModify: 'users' }).kind).toBe('other');
  });

  it('reads an update or a delete that answers its document as the statement it is', () => {
    const update = { $set: { name: 'x' }, $setOnInsert: { created_at: 1 } };
    expect(writeEffect('findAndModify', { findAndModify: 'users', query: { _id: id }, update, new: true })).toEqual({ kind: 'update', fields: ['name'], ids: [id] });
    expect(writeEffect('findAndModify', { findAndModify: 'users', query: { _id: id }, update, upsert: true }).kind).toBe('other');
    expect(writeEffect('findAndModify', { findAndModify: 'users', query: { _id: id }, update: { name: 'x' } }).kind).toBe('other');
    expect(writeEffect('findAndModify', { findAndModify: 'users', query: { _id: id }, remove: true })).toEqual({ kind: 'delete', ids: [id] });
    expect(writeEffect('findAndModify', { findAndModify: 'users', query: { role: 'x' }, remove: true }).kind).toBe('other');
  });
});

describe('watchWrites', () => {
  const id = new ObjectId();
  const key = id.toHexString();
  const setUp = () => {
    const client = Object.assign(new EventEmitter(), { options: { monitorCommands: true } });
    const records = new KeptRecords(10);
    expect(watchWrites(client as unknown as MongoClient, new KeptLists({ maxIds: 10 }), records)).toBe(true);
    let requestId = 0;
    const start = (commandName: string, command: Record<string, unknown>) => {
      const started = ++requestId;
      client.emit('commandStarted', { requestId: started, commandName, command: { [commandName]: 'users', ...command } });
      return (reply: unknown, failed = false) => client.emit(failed ? 'commandFailed' : 'commandSucceeded', { requestId: started, reply });
    };
    const edit = (extra: Record<string, unknown> = {}) => start('findAndModify', { query: { _id: id }, update: { $set: { name: 'Après' } }, new: true, ...extra });
    return { records, start, edit };
  };

  it('keeps the record an edit answers whole, and forgets it on any other write to it', () => {
    const { records, start, edit } = setUp();
    records.keep('users', key, { _id: id, name: 'Avant' }, records.generation('users'));
    const end = edit();
    expect(records.get('users', key)).toBeUndefined();
    end({ ok: 1, value: { _id: id, name: 'Après' } });
    expect(records.get('users', key)).toEqual({ _id: id, name: 'Après' });
    start('update', { updates: [{ q: { _id: id }, u: { $set: { name: 'Encore' } } }] })({ ok: 1, n: 1 });
    expect(records.get('users', key)).toBeUndefined();
  });

  it('keeps the record an edit answers when its trail is closed, without the closed marker', () => {
    const { records, start, edit } = setUp();
    edit({ update: { $set: { name: 'Après' }, $push: { _trails: 't1' } } })({ ok: 1, value: { _id: id, name: 'Après', _trails: ['t0', 't1'] } });
    const generation = records.generation('users');
    start('update', { updates: [{ q: { _id: { $in: [id, new ObjectId()] } }, u: { $pullAll: { _trails: ['t1'] } }, multi: true }] })({ ok: 1, n: 2 });
    expect(records.get('users', key)).toEqual({ _id: id, name: 'Après', _trails: ['t0'] });
    // Nothing else changed: a read under way may still keep what it found.
    expect(records.generation('users')).toBe(generation);
  });

  it('does not keep it when another write to the collection overlapped, it failed, or it answered less than the stored record', () => {
    const { records, start, edit } = setUp();
    const end = edit();
    start('insert', { documents: [{ _id: new ObjectId() }] })({ ok: 1, n: 1 });
    end({ ok: 1, value: { _id: id, name: 'Après' } });
    expect(records.get('users', key)).toBeUndefined();

    edit()({ ok: 0 }, true);
    expect(records.get('users', key)).toBeUndefined();
    edit({ new: false })({ ok: 1, value: { _id: id, name: 'Avant' } });
    expect(records.get('users', key)).toBeUndefined();
    edit({ fields: { name: 1 } })({ ok: 1, value: { _id: id, name: 'Après' } });
    expect(records.get('users', key)).toBeUndefined();
  });
});
