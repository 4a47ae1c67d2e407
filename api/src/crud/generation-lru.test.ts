import { describe, expect, it } from 'vitest';
import { GenerationLru } from './generation-lru';

describe('GenerationLru', () => {
  it('moves a collection’s generation on with each write, and only that collection’s', () => {
    const kept = new GenerationLru<string>(10);
    kept.advance('users');
    kept.advance('users');
    expect(kept.generation('users')).toBe(2);
    expect(kept.generation('roles')).toBe(0);
  });

  it('bounds the summed weights, the least recently used leaving first, and follows values changed in place', () => {
    const kept = new GenerationLru<number[]>(5, (ids) => ids.length);
    kept.set('c', 'a', [1, 2]);
    kept.set('c', 'b', [3, 4]);
    kept.get('c', 'a');
    kept.set('c', 'd', [5, 6]);
    kept.evict();
    expect(kept.get('c', 'b')).toBeUndefined();
    expect(kept.held).toBe(4);
    const a = kept.get('c', 'a')!;
    a.push(7);
    kept.resized(1);
    kept.set('c', 'a', [8]);
    expect(kept.held).toBe(3);
  });

  it('drops the entries of one collection, or those a test selects', () => {
    const kept = new GenerationLru<string>(10);
    kept.set('users', 'x', 'filtered');
    kept.set('users', 'y', 'whole');
    kept.set('roles', 'x', 'filtered');
    kept.deleteAll('users', (value) => value === 'filtered');
    expect([...kept.of('users')]).toEqual([['y', 'whole']]);
    kept.deleteAll('users');
    expect(kept.size).toBe(1);
  });
});
