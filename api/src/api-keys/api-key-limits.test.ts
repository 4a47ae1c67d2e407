import { describe, expect, it } from 'vitest';
import { impliedBy, keyWindows } from './api-key-limits';

describe('API key limits', () => {
  it('counts the documented limits only where the key’s own does not already keep within them', () => {
    const [own, burst, hour] = keyWindows({ rate_limit: 1000, rate_window: 'hour' });
    expect(burst).toMatchObject({ limit: 1000, ms: 10_000 });
    expect(hour).toMatchObject({ limit: 100_000, ms: 3_600_000 });
    expect(impliedBy(own, burst)).toBe(true);
    expect(impliedBy(own, hour)).toBe(true);
    const [fast, fastBurst, fastHour] = keyWindows({ rate_limit: 5000, rate_window: 'minute' });
    expect(impliedBy(fast, fastBurst)).toBe(false);
    expect(impliedBy(fast, fastHour)).toBe(false);
    const [, overridden] = keyWindows({ rate_limit: 60, rate_window: 'minute', burst_limit: 5 });
    expect(overridden).toMatchObject({ limit: 5, ms: 10_000 });
  });
});
