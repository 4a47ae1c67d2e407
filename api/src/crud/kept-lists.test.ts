import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { KeptLists } from './kept-lists';

// Lists hold each id's key (its hex) and each sort value as a number or a hex.
const idAt = (seconds: number) => ObjectId.createFromTime(seconds).toHexString();
const hex = (ids: string[]) => ids;
/** A record as the driver's command tells it: an ObjectId and a date. */
const written = (id: string, ms?: number) => ({ _id: new ObjectId(id), ...(ms === undefined ? {} : { created_at: new Date(ms) }) });

describe('KeptLists', () => {
  it('gives back a kept list until a write to its collection', () => {
    const lists = new KeptLists({ maxIds: 100 });
    lists.keep('users', 'a', ['1', '2'], lists.generation('users'));
    lists.keep('roles', 'a', ['r'], lists.generation('roles'));
    expect(lists.get('users', 'a')?.ids).toEqual(['1', '2']);
    lists.written('users');
    expect(lists.get('users', 'a')).toBeUndefined();
    expect(lists.get('roles', 'a')?.ids).toEqual(['r']);
  });

  it('does not keep a scan that a write overlapped', () => {
    const lists = new KeptLists({ maxIds: 100 });
    const generation = lists.generation('users');
    lists.written('users');
    lists.keep('users', 'a', ['stale'], generation);
    expect(lists.get('users', 'a')).toBeUndefined();
  });

  it('evicts the least recently used lists beyond its bound', () => {
    const lists = new KeptLists({ maxIds: 5 });
    lists.keep('c', 'a', ['1', '2'], 0);
    lists.keep('c', 'b', ['3', '4'], 0);
    lists.get('c', 'a');
    lists.keep('c', 'd', ['5', '6'], 0);
    expect(lists.get('c', 'b')).toBeUndefined();
    expect(lists.get('c', 'a')?.ids).toEqual(['1', '2']);
    expect(lists.size).toBe(4);
  });

  it('places inserted records in whole-collection lists and drops the filtered ones', () => {
    const lists = new KeptLists({ maxIds: 100 });
    const [a, b, c] = [idAt(10), idAt(20), idAt(30)];
    const at = (s: number) => s * 1000;
    lists.keep('logs', 'newest', [c, a], 0, { field: '_id', direction: -1, keys: [c, a] });
    lists.keep('logs', 'oldest', [a, c], 0, { field: '_id', direction: 1, keys: [a, c] });
    lists.keep('logs', 'by date', [a, c], 0, { field: 'created_at', direction: -1, keys: [at(9), at(5)] });
    lists.keep('logs', 'filtered', [a], 0);
    const doc = written(b, at(7));
    lists.inserted('logs', [doc]);
    lists.inserted('logs', [doc]);
    expect(hex(lists.get('logs', 'newest')!.ids)).toEqual(hex([c, b, a]));
    expect(hex(lists.get('logs', 'oldest')!.ids)).toEqual(hex([a, b, c]));
    expect(hex(lists.get('logs', 'by date')!.ids)).toEqual(hex([a, b, c]));
    expect(lists.get('logs', 'filtered')).toBeUndefined();
    expect(lists.size).toBe(9);
  });

  it('drops a list where an inserted record cannot be placed', () => {
    const lists = new KeptLists({ maxIds: 100 });
    lists.keep('logs', 'by date', [idAt(1)], 0, { field: 'created_at', direction: -1, keys: [1000] });
    lists.inserted('logs', [written(idAt(2))]);
    expect(lists.get('logs', 'by date')).toBeUndefined();
  });
});

describe('KeptLists after updates and deletes', () => {
  const [a, b, c] = [idAt(10), idAt(20), idAt(30)];
  const setUp = () => {
    const lists = new KeptLists({ maxIds: 100 });
    lists.keep('users', 'newest', [c, b, a], 0, { field: '_id', direction: -1, keys: [c, b, a] });
    lists.keep('users', 'by date', [c, b, a], 0, { field: 'created_at', direction: -1, keys: [3, 2, 1] });
    lists.keep('users', 'active', [c, a], 0);
    return lists;
  };

  it('keeps whole-collection lists through an update of other fields, drops the filtered and the re-ordered', () => {
    const lists = setUp();
    lists.updated('users', ['name', 'updated_at']);
    expect(lists.get('users', 'newest')).toBeDefined();
    expect(lists.get('users', 'by date')).toBeDefined();
    expect(lists.get('users', 'active')).toBeUndefined();
    lists.updated('users', ['created_at']);
    expect(lists.get('users', 'by date')).toBeUndefined();
    expect(lists.get('users', 'newest')).toBeDefined();
  });

  it('takes deleted ids out of every list', () => {
    const lists = setUp();
    lists.deleted('users', [new ObjectId(a)]);
    lists.deleted('users', [a]);
    expect(hex(lists.get('users', 'newest')!.ids)).toEqual(hex([c, b]));
    expect(hex(lists.get('users', 'active')!.ids)).toEqual(hex([c]));
    expect(lists.size).toBe(5);
  });
});

describe('KeptLists for a scan that writes overlapped', () => {
  const [a, b, c, d] = [idAt(10), idAt(20), idAt(30), idAt(40)];
  const at = (s: number) => s * 1000;
  const byDate = (seconds: number[]) => ({ field: 'created_at', direction: -1 as const, keys: seconds.map(at) });

  it('replays the inserts, deletes and other-field updates told since the scan began', () => {
    const lists = new KeptLists({ maxIds: 100 });
    const generation = lists.generation('logs');
    // Told at its start and again at its end, as the write watcher does.
    for (let i = 0; i < 2; i++) lists.inserted('logs', [written(d, at(40))]);
    lists.updated('logs', ['actor_kind']);
    lists.deleted('logs', [a]);
    // The scan saw the insert but not yet the delete.
    lists.keep('logs', 'by date', [d, c, b, a], generation, byDate([40, 30, 20, 10]));
    expect(hex(lists.get('logs', 'by date')!.ids)).toEqual(hex([d, c, b]));
    expect(lists.size).toBe(3);
  });

  it('places an insert the scan missed', () => {
    const lists = new KeptLists({ maxIds: 100 });
    const generation = lists.generation('logs');
    lists.inserted('logs', [written(d, at(40))]);
    lists.keep('logs', 'by date', [c, b], generation, byDate([30, 20]));
    expect(hex(lists.get('logs', 'by date')!.ids)).toEqual(hex([d, c, b]));
  });

  it('does not keep it after a change of its order, any other write, a filtered list or a journal overrun', () => {
    const lists = new KeptLists({ maxIds: 100 });
    let generation = lists.generation('logs');
    lists.updated('logs', ['created_at']);
    lists.keep('logs', 'by date', [c], generation, byDate([30]));
    expect(lists.get('logs', 'by date')).toBeUndefined();

    generation = lists.generation('logs');
    lists.inserted('logs', [written(d, at(40))]);
    lists.keep('logs', 'filtered', [c], generation);
    expect(lists.get('logs', 'filtered')).toBeUndefined();

    generation = lists.generation('logs');
    lists.written('logs');
    lists.keep('logs', 'by date', [c], generation, byDate([30]));
    expect(lists.get('logs', 'by date')).toBeUndefined();

    generation = lists.generation('logs');
    for (let i = 0; i < 2_001; i++) lists.updated('logs', ['name']);
    lists.keep('logs', 'by date', [c], generation, byDate([30]));
    expect(lists.get('logs', 'by date')).toBeUndefined();
    expect(lists.size).toBe(0);
  });
});
