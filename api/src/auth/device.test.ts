import { describe, expect, it } from 'vitest';
import { deviceOf, UNKNOWN_DEVICE } from './device';

describe('deviceOf', () => {
  it('names the browser, its major version and the system', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';
    expect(deviceOf(ua)).toBe('Chrome 120 · Linux');
  });

  it('says so when nothing is known', () => {
    expect(deviceOf('')).toBe(UNKNOWN_DEVICE);
  });
});
