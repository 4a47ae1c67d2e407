import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { writeEffect } from './write-watch';

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
