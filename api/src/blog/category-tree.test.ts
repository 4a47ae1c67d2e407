import { describe, expect, it } from 'vitest';
import { isOwnAncestor } from './category-tree';

// cloud ← securite ← chiffrement ; ia stands alone.
const parentOf = new Map<string, string | undefined>([
  ['cloud', undefined],
  ['securite', 'cloud'],
  ['chiffrement', 'securite'],
  ['ia', undefined],
]);

describe('isOwnAncestor', () => {
  it('spots the category itself as parent', () => {
    expect(isOwnAncestor('ia', 'ia', parentOf)).toBe(true);
  });

  it('spots a descendant chosen as parent', () => {
    expect(isOwnAncestor('cloud', 'chiffrement', parentOf)).toBe(true);
    expect(isOwnAncestor('cloud', 'securite', parentOf)).toBe(true);
  });

  it('accepts any other category', () => {
    expect(isOwnAncestor('chiffrement', 'cloud', parentOf)).toBe(false);
    expect(isOwnAncestor('ia', 'chiffrement', parentOf)).toBe(false);
    expect(isOwnAncestor('ia', 'inconnue', parentOf)).toBe(false);
  });

  it('ends on a loop stored before', () => {
    const looped = new Map([['a', 'b'], ['b', 'a']]);
    expect(isOwnAncestor('c', 'a', looped)).toBe(false);
  });
});
