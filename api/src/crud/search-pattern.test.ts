import { describe, expect, it } from 'vitest';
import { foldText, searchPattern } from './search-pattern';

const matches = (text: string, value: string) => new RegExp(searchPattern(text), 'iu').test(value);

describe('searchPattern', () => {
  it('folds accents and case both ways', () => {
    expect(matches('eloise', 'Éloïse Dupont')).toBe(true);
    expect(matches('ÉLOÏSE', 'eloise')).toBe(true);
    expect(matches('francois', 'FRANÇOIS')).toBe(true);
    expect(matches('coeur', 'cœur')).toBe(false);
    expect(matches('dupond', 'Dupont')).toBe(false);
  });

  it('takes the text literally', () => {
    expect(matches('a.c', 'abc')).toBe(false);
    expect(matches('a.c', 'A.C')).toBe(true);
    expect(matches('[x]', 'un [x] ici')).toBe(true);
    expect(matches('^-\\', 'a^-\\b')).toBe(true);
  });

  it('folds as the embedded database folds (FoldRune)', () => {
    expect(foldText('ÀÉÎÕÜÇŸŒßſ')).toBe('aeiouçyœßs'.replace('ç', 'c'));
    expect(foldText('Ǻ')).toBe('ǻ');
    expect(foldText('K')).toBe('k');
    expect(foldText('Å')).toBe('a');
  });
});
