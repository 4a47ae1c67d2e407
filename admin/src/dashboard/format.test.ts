import { describe, expect, it } from 'vitest';
import { countOf, dayLabel, describeSeries, formatEuro, formatInteger, formatPercent, monthLabel } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('dashboard formatting', () => {
  it('writes euros and integers the French way', () => {
    expect(plain(formatEuro(1234.5))).toBe('1 234,50 €');
    expect(plain(formatEuro(0))).toBe('0,00 €');
    expect(plain(formatInteger(12500))).toBe('12 500');
    expect(plain(formatPercent(0.4))).toBe('40 %');
  });

  it('counts in the singular up to one', () => {
    expect(countOf(0, 'service')).toBe('0 service');
    expect(countOf(1, 'actif')).toBe('1 actif');
    expect(plain(countOf(1200, 'nouveau', 'nouveaux'))).toBe('1 200 nouveaux');
  });

  it('names months and days from calendar keys, whatever the time zone', () => {
    expect(monthLabel('2025-01')).toBe('janv.');
    expect(monthLabel('2025-01', true)).toBe('janvier 2025');
    expect(dayLabel('2025-05-12')).toBe('lun. 12');
    expect(dayLabel('2025-05-12', true)).toBe('lundi 12 mai');
  });

  it('describes a series in one sentence', () => {
    expect(describeSeries([{ label: 'mai', value: '3' }, { label: 'juin', value: '5' }])).toBe('mai : 3 ; juin : 5');
  });
});
