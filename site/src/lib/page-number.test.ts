import { describe, expect, it } from 'vitest';
import { pageNumber } from './page-number';

describe('pageNumber', () => {
  it.each([
    ['3', 3],
    ['2', 2],
    ['1', 1],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1000],
  ])('%j → %i', (value, page) => {
    expect(pageNumber(value)).toBe(page);
  });
});
