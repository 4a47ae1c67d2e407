import type { Db } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { backfillOnce } from './paced-reads';

/** A database of back-fill marks only, counting its reads. */
function marksDb(marks: Array<{ _id: string; version: string }>, failFirstRead = false) {
  const state = { reads: 0, writes: [] as string[], marks };
  const collection = {
    find: () => ({
      toArray: async () => {
        state.reads += 1;
        if (failFirstRead && state.reads === 1) throw new Error('base indisponible');
        return marks.map((mark) => ({ ...mark }));
      },
    }),
    findOne: async (filter: { _id: string; version: string }) => marks.find((mark) => mark._id === filter._id && mark.version === filter.version) ?? null,
    updateOne: async (filter: { _id: string }, update: { $set: { version: string } }) => {
      state.writes.push(filter._id);
      marks.push({ _id: filter._id, version: update.$set.version });
    },
  };
  return { db: { collection: () => collection } as unknown as Db, state };
}

describe('backfillOnce', () => {
  it('reads the marks of a database once for all its back-fills, and runs only those not done at their version', async () => {
    const { db, state } = marksDb([{ _id: '_sort:users', version: 'name,email' }, { _id: '_sort:blog_posts', version: 'title' }]);
    const ran: string[] = [];
    const pass = (name: string) => async () => (ran.push(name), 'done' as const);
    await backfillOnce(db, '_sort:users', 'name,email', pass('users'));
    await backfillOnce(db, '_sort:blog_posts', 'title,slug', pass('blog_posts'));
    await backfillOnce(db, 'user_activity:actors', '1', pass('actors'));
    expect(ran).toEqual(['blog_posts', 'actors']);
    expect(state.writes).toEqual(['_sort:blog_posts', 'user_activity:actors']);
    // Marked as it ran: not run again by this process.
    await backfillOnce(db, 'user_activity:actors', '1', pass('actors again'));
    expect(ran).toEqual(['blog_posts', 'actors']);
    expect(state.reads).toBe(1);
  });

  it('runs no back-fill another process marked after the marks were read', async () => {
    const { db, state } = marksDb([]);
    await backfillOnce(db, 'first', '1', async () => 'done');
    // Marked by a process starting at the same time, after this one read the marks.
    state.marks.push({ _id: 'second', version: '1' });
    let ran = false;
    await backfillOnce(db, 'second', '1', async () => ((ran = true), 'done'));
    expect(ran).toBe(false);
    expect(state.writes).toEqual(['first']);
  });

  it('leaves a pass cut short unmarked, and reads the marks again after a failed read', async () => {
    const { db, state } = marksDb([], true);
    await expect(backfillOnce(db, 'x', '1', async () => 'done')).rejects.toThrow('base indisponible');
    await backfillOnce(db, 'x', '1', async () => 'cut short');
    expect(state.writes).toEqual([]);
    await backfillOnce(db, 'x', '1', async () => 'done');
    expect(state.writes).toEqual(['x']);
    expect(state.reads).toBe(2);
  });
});
