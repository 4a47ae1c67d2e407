import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { KeptRecords } from './kept-records';

describe('KeptRecords', () => {
  const id = new ObjectId();
  const record = { _id: id, name: 'Zoé', tags: ['a'], at: new Date(5) };

  it('gives each reader its own copy, with its types', () => {
    const records = new KeptRecords(10);
    records.keep('users', id.toHexString(), record, 0);
    const copy = records.get('users', id.toHexString())!;
    expect(copy).toEqual(record);
    expect(copy._id).toBeInstanceOf(ObjectId);
    copy.tags.push('b');
    expect(records.get('users', id.toHexString())!.tags).toEqual(['a']);
  });

  it('forgets a record written, or the whole collection, and never keeps a read a write overlapped', () => {
    const records = new KeptRecords(10);
    records.keep('users', 'x', record, 0);
    records.keep('users', 'y', record, 0);
    records.keep('roles', 'x', record, 0);
    records.forget('users', ['x']);
    expect(records.get('users', 'x')).toBeUndefined();
    expect(records.get('users', 'y')).toBeDefined();
    records.forget('users');
    expect(records.get('users', 'y')).toBeUndefined();
    expect(records.get('roles', 'x')).toBeDefined();
    const generation = records.generation('users');
    records.forget('users', ['z']);
    records.keep('users', 'z', record, generation);
    expect(records.get('users', 'z')).toBeUndefined();
  });

  it('holds at most its bound, the least recently read leaving first', () => {
    const records = new KeptRecords(2);
    records.keep('c', 'a', record, 0);
    records.keep('c', 'b', record, 0);
    records.get('c', 'a');
    records.keep('c', 'd', record, 0);
    expect(records.get('c', 'b')).toBeUndefined();
    expect(records.size).toBe(2);
  });

  it('keeps a record found absent until a write may have created it', () => {
    const records = new KeptRecords(10);
    records.keep('audit_settings', '01', null, records.generation('audit_settings'));
    expect(records.get('audit_settings', '01')).toBeNull();
    records.forget('audit_settings', ['01']);
    expect(records.get('audit_settings', '01')).toBeUndefined();
  });
});
