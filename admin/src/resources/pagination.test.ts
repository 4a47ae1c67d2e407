import { describe, expect, it } from 'vitest';
import { pageButtons, pageSizes } from './pagination';

describe('pageButtons', () => {
  it('shows at most five pages, the current one centred', () => {
    expect(pageButtons(7, 14)).toEqual([5, 6, 7, 8, 9]);
  });

  it('keeps five buttons near the ends', () => {
    expect(pageButtons(1, 14)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(14, 14)).toEqual([10, 11, 12, 13, 14]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('pageSizes', () => {
  it('offers 10, 20, 50 and 100', () => {
    expect(pageSizes(20)).toEqual([10, 20, 50, 100]);
  });

  it("adds a resource's own page size in order (users: 25)", () => {
    expect(pageSizes(25)).toEqual([10, 20, 25, 50, 100]);
  });
});
