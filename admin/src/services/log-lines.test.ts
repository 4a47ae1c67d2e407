import { describe, expect, it } from 'vitest';
import { appendLines } from './log-lines';

describe('appendLines', () => {
  it('adds the new lines after the old and keeps only the newest', () => {
    expect(appendLines(['a', 'b'], ['c'])).toEqual(['a', 'b', 'c']);
    expect(appendLines(['a', 'b', 'c'], ['d', 'e'], 3)).toEqual(['c', 'd', 'e']);
  });
});
