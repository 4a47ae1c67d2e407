import { describe, expect, it } from 'vitest';
import { frenchWait, LoginThrottle } from './login-throttle';

const fail = (throttle: LoginThrottle, times: number, email: string, ip: string, now: number) => {
  for (let i = 0; i < times; i++) throttle.failed(email, ip, now);
};

describe('LoginThrottle', () => {
  it('lets the allowed failures through, then makes the pair wait longer at each failure', () => {
    const throttle = new LoginThrottle({ maxAttempts: 5 });
    fail(throttle, 4, 'a@x.fr', '1.1.1.1', 0);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', 0)).toBe(0);
    throttle.failed('a@x.fr', '1.1.1.1', 0);
    const first = throttle.waitFor('a@x.fr', '1.1.1.1', 0);
    expect(first).toBeGreaterThan(0);
    throttle.failed('a@x.fr', '1.1.1.1', first);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', first)).toBeGreaterThan(first);
  });

  it('leaves the owner free from another address, and the e-mail case does not matter', () => {
    const throttle = new LoginThrottle({ maxAttempts: 5 });
    fail(throttle, 10, 'A@x.fr', '6.6.6.6', 0);
    expect(throttle.waitFor('a@x.fr', '6.6.6.6', 0)).toBeGreaterThan(0);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', 0)).toBe(0);
  });

  it('slows a distributed attack on one account by at most 30 s, never a lockout', () => {
    const throttle = new LoginThrottle({ maxAttempts: 5 });
    for (let i = 0; i < 500; i++) throttle.failed('a@x.fr', `10.0.${i >> 8}.${i & 255}`, 0);
    const wait = throttle.waitFor('a@x.fr', '1.1.1.1', 0);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);
  });

  it('forgets a success from that address', () => {
    const throttle = new LoginThrottle({ maxAttempts: 3 });
    fail(throttle, 2, 'a@x.fr', '1.1.1.1', 0);
    throttle.succeeded('a@x.fr', '1.1.1.1');
    throttle.failed('a@x.fr', '1.1.1.1', 0);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', 0)).toBe(0);
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
  it('locks after the saved max_login_attempts, and releases the pair once the delay has passed', () => {
    const throttle = new LoginThrottle({ maxAttempts: 5 });
    throttle.setMaxAttempts(3);
    fail(throttle, 3, 'a@x.fr', '1.1.1.1', 0);
    const wait = throttle.waitFor('a@x.fr', '1.1.1.1', 0);
    expect(wait).toBe(30_000);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', wait - 1)).toBe(1);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', wait)).toBe(0);
    // A further failure after the release waits twice as long.
    throttle.failed('a@x.fr', '1.1.1.1', wait);
    expect(throttle.waitFor('a@x.fr', '1.1.1.1', wait)).toBe(60_000);
  });
});
