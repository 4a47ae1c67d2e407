import { describe, expect, it } from 'vitest';
import { moved } from './move-item';

describe('moved', () => {
  const items = ['Annonces', 'Général', 'Installation'];

  it('moves an item up or down by one place', () => {
    expect(moved(items, 1, -1)).toEqual(['Général', 'Annonces', 'Installation']);
    expect(moved(items, 1, 1)).toEqual(['Annonces', 'Installation', 'Général']);
  });

  it('leaves the list as it is past either end, without changing the original', () => {
    expect(moved(items, 0, -1)).toEqual(items);
    expect(moved(items, 2, 1)).toEqual(items);
    expect(moved(items, 5, 1)).toEqual(items);
    moved(items, 0, 1);
    expect(items).toEqual(['Annonces', 'Général', 'Installation']);
  });
});
