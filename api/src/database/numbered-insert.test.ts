import { describe, expect, it } from 'vitest';
import { insertNumbered, NumberingExhaustedError } from './numbered-insert';

/** A unique key as a database keeps it: a second insert of a number fails with 11000. */
function uniqueStore() {
  const taken = new Set<number>();
  return {
    taken,
    last: async () => Math.max(0, ...taken),
    insert: async (number: number) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      if (taken.has(number)) throw Object.assign(new Error('duplicate key'), { code: 11000 });
      taken.add(number);
    },
  };
}

describe('insertNumbered', () => {
  it('gives 50 racing writers the numbers 1 to 50, each once', async () => {
    const store = uniqueStore();
    const numbers = await Promise.all(Array.from({ length: 50 }, () => insertNumbered({ series: 'test', last: store.last, insert: store.insert })));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('starts from a stale hint and still lands on the next free number', async () => {
    const store = uniqueStore();
    for (const number of [1, 2, 3]) store.taken.add(number);
    expect(await insertNumbered({ series: 'test', last: store.last, insert: store.insert, hint: 2 })).toBe(4);
  });

  it('lets any other error through, and gives up after its attempts', async () => {
    const failing = () => Promise.reject(new Error('base injoignable'));
    await expect(insertNumbered({ series: 'test', last: async () => 0, insert: failing })).rejects.toThrow('base injoignable');
    const alwaysTaken = () => Promise.reject(Object.assign(new Error('duplicate key'), { code: 11000 }));
    await expect(insertNumbered({ series: 'test', last: async () => 0, insert: alwaysTaken })).rejects.toBeInstanceOf(NumberingExhaustedError);
  }, 30_000);
});
