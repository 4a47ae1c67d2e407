import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@hexagone/schemas';
import { isWellFormedApiKey, newApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('carry the fixed prefix and a checksum that a changed character breaks', () => {
    const key = newApiKey();
    expect(key).toMatch(API_KEY_PATTERN);
    expect(isWellFormedApiKey(key)).toBe(true);
    const changed = key.slice(0, 12) + (key[12] === 'a' ? 'b' : 'a') + key.slice(13);
    expect(isWellFormedApiKey(changed)).toBe(false);
    expect(isWellFormedApiKey(`${key}x`)).toBe(false);
  });

  it('are never twice the same', () => {
    expect(new Set(Array.from({ length: 50 }, newApiKey)).size).toBe(50);
  });
});
