import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumberForReading, formatNumberForSheet, parisWallClock } from './french-format';

const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('French export formats', () => {
  it('read dates in Paris time', () => {
    expect(formatDateTime(new Date('2026-07-14T20:05:00Z'))).toBe('14/07/2026 22:05');
    expect(formatDateTime(new Date('2026-01-02T23:30:00Z'))).toBe('03/01/2026 00:30');
    expect(formatDate(new Date('2026-03-01T00:00:00Z'))).toBe('01/03/2026');
  });

  it('write euros and figures for reading', () => {
    expect(spaces(formatNumberForReading(1234.5, { format: 'euro' }))).toBe('1 234,50 €');
    expect(spaces(formatNumberForReading(0.0123, { format: 'euro', decimals: 4 }))).toBe('0,0123 €');
    expect(spaces(formatNumberForReading(1532, { format: 'ms' }))).toBe('1 532 ms');
    expect(spaces(formatNumberForReading(12000, { format: 'integer' }))).toBe('12 000');
  });

  it('write numbers a French spreadsheet reads as numbers', () => {
    expect(formatNumberForSheet(1234.5, { format: 'euro' })).toBe('1234,50');
    expect(formatNumberForSheet(-2.25, {})).toBe('-2,25');
    expect(formatNumberForSheet(12000, { format: 'integer' })).toBe('12000');
  });

  it('give a spreadsheet the Paris wall clock', () => {
    expect(parisWallClock(new Date('2026-07-14T20:05:00Z')).toISOString()).toBe('2026-07-14T22:05:00.000Z');
  });
});
