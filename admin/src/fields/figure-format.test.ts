import { describe, expect, it } from 'vitest';
import { formatFigure } from './figure-format';

// fr-FR groups thousands with a narrow no-break space and puts the euro sign after a no-break space.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFigure', () => {
  it('shows a usage cost with 4 decimals', () => {
    expect(plain(formatFigure({ format: 'euro', decimals: 4 }, 0.0071))).toBe('0,0071 €');
  });

  it('shows counts as French integers', () => {
    expect(plain(formatFigure({ format: 'integer' }, 12345))).toBe('12 345');
    expect(plain(formatFigure({}, 3))).toBe('3');
  });

  it('shows euros with the declared decimals (2 by default)', () => {
    expect(plain(formatFigure({ format: 'euro', decimals: 2 }, 1234.5))).toBe('1 234,50 €');
    expect(plain(formatFigure({ format: 'euro' }, 0.1234))).toBe('0,12 €');
    expect(plain(formatFigure({ format: 'euro', decimals: 4 }, 0.1234))).toBe('0,1234 €');
  });

  it('rounds milliseconds', () => {
    expect(plain(formatFigure({ format: 'ms' }, 1234.6))).toBe('1 235 ms');
  });

  it('shows a dash while the figure is unknown', () => {
    expect(formatFigure({ format: 'integer' }, undefined)).toBe('—');
    expect(formatFigure({ format: 'ms' }, Number.NaN)).toBe('—');
  });

  it('shows a size in octets, Ko, Mo, Go (issue 26 §11)', () => {
    expect(plain(formatFigure({ format: 'bytes' }, 483))).toBe('483 o');
    expect(plain(formatFigure({ format: 'bytes' }, 1536))).toBe('1,5 Ko');
    expect(plain(formatFigure({ format: 'bytes' }, 5 * 1024 ** 2))).toBe('5 Mo');
  });
});
