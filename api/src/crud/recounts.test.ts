import { describe, expect, it } from 'vitest';
import { Recounts } from './recounts';

describe('Recounts', () => {
  it('ends with the exact figure after concurrent writes, in far fewer recounts than writes', async () => {
    const recounts = new Recounts();
    let records = 0;
    let counter = -1;
    let runs = 0;
    // A recount reads, waits (the database's latency), then writes what it read.
    const recount = async () => {
      runs++;
      const seen = records;
      await new Promise((resolve) => setTimeout(resolve, 5));
      counter = seen;
    };
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i % 7));
        records++;
        await recounts.request('roles.users_count:r1', recount);
      }),
    );
    expect(counter).toBe(50);
    expect(runs).toBeLessThan(50);
    expect(recounts.size).toBe(0);
  });

  it('runs the recounts of different keys side by side and survives a failed one', async () => {
    const recounts = new Recounts();
    const order: string[] = [];
    await expect(recounts.request('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.all([
      recounts.request('a', async () => void order.push('a')),
      recounts.request('b', async () => void order.push('b')),
    ]);
    expect(order.sort()).toEqual(['a', 'b']);
  });
});
