import { describe, expect, it } from 'vitest';
import { frenchWait, LoginThrottle, type FailureCount, type FailureStore } from './login-throttle';

/** The store's contract in memory (the server's is the database: login-failures.ts). */
function memoryStore(): FailureStore {
  const failures: { key: string; at: number }[] = [];
  return {
    read: async (keys, since) => {
      const counts = new Map<string, FailureCount>();
      for (const key of keys) {
        const times = failures.filter((failure) => failure.key === key && failure.at >= since).map((failure) => failure.at);
        if (times.length) counts.set(key, { count: times.length, last: Math.max(...times) });
      }
      return counts;
    },
    add: async (keys, at) => void failures.push(...keys.map((key) => ({ key, at }))),
    clear: async (key) => {
      for (let i = failures.length - 1; i >= 0; i--) if (failures[i].key === key) failures.splice(i, 1);
    },
  };
}

const from = (ip: string) => ({ ip });
const fail = async (throttle: LoginThrottle, times: number, email: string, ip: string, now: number) => {
  for (let i = 0; i < times; i++) await throttle.failed(email, from(ip), now);
};

describe('LoginThrottle', () => {
  it('lets the allowed failures through, then makes the source wait longer at each failure', async () => {
    const throttle = new LoginThrottle(memoryStore(), 5);
    await fail(throttle, 4, 'a@x.fr', '1.1.1.1', 0);
    expect((await throttle.waits('a@x.fr', from('1.1.1.1'), 0)).source).toBe(0);
    await throttle.failed('a@x.fr', from('1.1.1.1'), 0);
    const first = (await throttle.waits('a@x.fr', from('1.1.1.1'), 0)).source;
    expect(first).toBeGreaterThan(0);
    await throttle.failed('a@x.fr', from('1.1.1.1'), first);
    expect((await throttle.waits('a@x.fr', from('1.1.1.1'), first)).source).toBeGreaterThan(first);
  });

  it('leaves the owner free from another address, and the e-mail case does not matter', async () => {
    const throttle = new LoginThrottle(memoryStore(), 5);
    await fail(throttle, 10, 'A@x.fr', '6.6.6.6', 0);
    expect((await throttle.waits('a@x.fr', from('6.6.6.6'), 0)).source).toBeGreaterThan(0);
    expect(await throttle.waits('a@x.fr', from('1.1.1.1'), 0)).toEqual({ source: 0, account: 0 });
  });

  it('holds a distributed attack on one account by at most 30 s, and says so once it starts', async () => {
    const throttle = new LoginThrottle(memoryStore(), 5);
    const held: boolean[] = [];
    for (let i = 0; i < 60; i++) held.push((await throttle.failed('a@x.fr', from(`10.0.0.${i}`), 0)).accountHeld);
    expect(held.indexOf(true)).toBe(49);
    const { account } = await throttle.waits('a@x.fr', from('1.1.1.1'), 0);
    expect(account).toBeGreaterThan(0);
    expect(account).toBeLessThanOrEqual(30_000);
  });

  it('counts a known device apart from its address', async () => {
    const throttle = new LoginThrottle(memoryStore(), 3);
    await fail(throttle, 5, 'a@x.fr', '1.1.1.1', 0);
    expect((await throttle.waits('a@x.fr', { device: 'd1' }, 0)).source).toBe(0);
    await throttle.failed('a@x.fr', { device: 'd1' }, 0);
    await throttle.failed('a@x.fr', { device: 'd1' }, 0);
    await throttle.failed('a@x.fr', { device: 'd1' }, 0);
    expect((await throttle.waits('a@x.fr', { device: 'd1' }, 0)).source).toBe(30_000);
  });

  it('forgets a success from that address', async () => {
    const throttle = new LoginThrottle(memoryStore(), 3);
    await fail(throttle, 2, 'a@x.fr', '1.1.1.1', 0);
    await throttle.succeeded('a@x.fr', from('1.1.1.1'));
    await throttle.failed('a@x.fr', from('1.1.1.1'), 0);
    expect((await throttle.waits('a@x.fr', from('1.1.1.1'), 0)).source).toBe(0);
  });
});

describe('frenchWait', () => {
  it.each([
    [1000, '1 seconde'],
    [30_000, '30 secondes'],
    [61_000, '2 minutes'],
    [60_000, '1 minute'],
  ])('%i ms → %s', (ms, text) => expect(frenchWait(ms)).toBe(text));
});

describe('LoginThrottle with the security settings', () => {
  it('locks after the saved max_login_attempts, and releases the source once the delay has passed', async () => {
    const throttle = new LoginThrottle(memoryStore(), 5);
    throttle.setMaxAttempts(3);
    await fail(throttle, 3, 'a@x.fr', '1.1.1.1', 0);
    const wait = (await throttle.waits('a@x.fr', from('1.1.1.1'), 0)).source;
    expect(wait).toBe(30_000);
    expect((await throttle.waits('a@x.fr', from('1.1.1.1'), wait - 1)).source).toBe(1);
    expect((await throttle.waits('a@x.fr', from('1.1.1.1'), wait)).source).toBe(0);
    // A further failure after the release waits twice as long.
    await throttle.failed('a@x.fr', from('1.1.1.1'), wait);
    expect((await throttle.waits('a@x.fr', from('1.1.1.1'), wait)).source).toBe(60_000);
  });
});
