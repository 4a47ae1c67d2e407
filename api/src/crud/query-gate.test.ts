import { describe, expect, it } from 'vitest';
import { BusyException } from '../common/busy';
import { QueryGate } from './query-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('QueryGate', () => {
  it('runs at most `running` at once, lines up `waiting` more and refuses the rest with a 503', async () => {
    const gate = new QueryGate({ running: 2, waiting: 1, retryAfterSeconds: 5 });
    const release = deferred();
    let concurrent = 0;
    let peak = 0;
    const task = async () => {
      peak = Math.max(peak, ++concurrent);
      await release.promise;
      concurrent--;
    };
    const admitted = [gate.run(task), gate.run(task), gate.run(task)];
    const refused = gate.run(task);
    await expect(refused).rejects.toBeInstanceOf(BusyException);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 5, status: 503 });
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    release.resolve();
    await Promise.all(admitted);
    expect(peak).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a request whose client left drop out of the line without running', async () => {
    const gate = new QueryGate({ running: 1, waiting: 5, retryAfterSeconds: 5 });
    const release = deferred();
    const first = gate.run(() => release.promise);
    const controller = new AbortController();
    let ran = false;
    const second = gate.run(async () => void (ran = true), controller.signal);
    controller.abort(new Error('client disconnected'));
    await expect(second).rejects.toThrow('client disconnected');
    expect(gate.load.waiting).toBe(0);
    release.resolve();
    await first;
    expect(ran).toBe(false);
  });
});
