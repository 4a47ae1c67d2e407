import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsQuiet, trackAnswer } from './requests-in-flight';

/** A response as the middleware sees it: its headers and its finish. */
function answer(contentType = 'application/json') {
  const res = Object.assign(new EventEmitter(), { getHeader: (name: string) => (name === 'content-type' ? contentType : undefined) });
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
