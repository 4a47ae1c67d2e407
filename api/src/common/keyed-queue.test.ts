import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedQueue', () => {
  it('never runs two tasks of one key at once, and keeps their order', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        queue.run('topic-1', async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          order.push(n);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([queue.run('a', task), queue.run('b', task), queue.run('c', task)]);
    expect(most).toBe(3);
  });

  it('gives each caller its own result or error, and goes on after a failure', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('k', async () => {
      throw new Error('boom');
    });
    const next = queue.run('k', async () => 42);
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe(42);
  });

  it('forgets a key once its work is done', async () => {
    const queue = new KeyedQueue();
    await queue.run('k', async () => 1);
    await tick();
    expect(queue.size).toBe(0);
  });
});
