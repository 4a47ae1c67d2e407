import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlersDone, requestsQuiet, trackAnswer } from './requests-in-flight';

/** A response as the middleware sees it: its headers and its finish. */
function answer(contentType = 'application/json') {
  const res = Object.assign(new EventEmitter(), { getHeader: (name: string) => (name === 'content-type' ? contentType : undefined), end: () => res });
  trackAnswer(res as unknown as Response);
  return res;
}

/** Whether requestsQuiet() has resolved after `ms` of the fake clock. */
async function quietAfter(ms: number, maxMs?: number): Promise<boolean> {
  let resolved = false;
  void requestsQuiet(maxMs).then(() => (resolved = true));
  await vi.advanceTimersByTimeAsync(ms);
  return resolved;
}

// First in the file: the module's state is shared by its tests, and the later ones leave answers open.
describe('handlersDone', () => {
  afterEach(() => vi.useRealTimers());

  /** A response whose handler has not answered yet: `end` ends it, as Express's does. */
  function handled() {
    const res = Object.assign(new EventEmitter(), { headersSent: false, getHeader: () => 'application/json', end: () => res });
    trackAnswer(res as unknown as Response);
    return res;
  }

  it('waits for a handler whose client went away until it ends its answer, and no longer than the deadline', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z')); // before the later tests' clocks: an answer here must not look recent to them
    const left = handled();
    left.emit('close'); // the client went away before any answer: the handler still works
    let done = false;
    void handlersDone(Date.now() + 5_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    left.end();
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
    // A download under way ends with its connection; a handler that never answers is waited for until the deadline only.
    const download = handled();
    download.headersSent = true;
    download.emit('close');
    const silent = handled();
    done = false;
    void handlersDone(Date.now() + 2_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
    silent.emit('close');
  });
});

describe('requestsQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('waits while a request is answered and a moment after, never longer than its bound', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    expect(await quietAfter(0)).toBe(true);
    const res = answer();
    expect(await quietAfter(500)).toBe(false);
    res.emit('finish');
    expect(await quietAfter(20)).toBe(false);
    expect(await quietAfter(60)).toBe(true);
    // A request that never ends slows background work, it does not stop it.
    const stuck = answer();
    expect(await quietAfter(900, 1_000)).toBe(false);
    expect(await quietAfter(1_100, 1_000)).toBe(true);
    stuck.emit('close');
  });

  it('does not count a live stream', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T11:00:00Z'));
    answer('text/event-stream');
    expect(await quietAfter(0)).toBe(true);
  });
});
