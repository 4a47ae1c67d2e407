import { describe, expect, it } from 'vitest';
import { formatSequence, parisYear, seriesKey } from './sequence';

describe('sequence numbers', () => {
  const invoice = { series: 'FA', format: 'FA-{year}-{number}', digits: 6, perYear: true };

  it('formats the year and the padded number', () => {
    expect(formatSequence(invoice, 123, 2026)).toBe('FA-2026-000123');
    expect(formatSequence({ series: 'T', format: '#{number}' }, 42, 2026)).toBe('#42');
  });

  it('draws from one series per year when asked', () => {
    expect(seriesKey(invoice, 2026)).toBe('FA-2026');
    expect(seriesKey({ series: 'T', format: '{number}' }, 2026)).toBe('T');
  });

  it('takes the year in France (New Year in Paris comes before UTC)', () => {
    expect(parisYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(parisYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026);
  });
});
