import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

describe('pagerItems', () => {
  it('shows a single page alone', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
  });

  it('shows every page of a short list', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips far pages with a gap on each side', () => {
    expect(pagerItems(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
  });

  it('keeps the gap on the far side only at the ends', () => {
    expect(pagerItems(1, 12)).toEqual([1, 2, null, 12]);
    expect(pagerItems(12, 12)).toEqual([1, null, 11, 12]);
  });

  it('shows one skipped page instead of an ellipsis', () => {
    expect(pagerItems(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });
});
