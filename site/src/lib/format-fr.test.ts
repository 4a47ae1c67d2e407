import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatEuros, formatList, formatNumber, formatPercent } from './format-fr';

/** Intl separates with narrow or plain no-break spaces: compare with ordinary spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French formats', () => {
  it.each([
    [99.9, '99,9 %'],
    [99.98, '99,98 %'],
    [99.99, '99,99 %'],
    [20, '20 %'],
  ])('writes %d as %s', (value, text) => {
    expect(plain(formatPercent(value))).toBe(text);
  });

  it('groups thousands', () => {
    expect(plain(formatNumber(2847))).toBe('2 847');
  });

  it('writes euros without useless decimals', () => {
    expect(plain(formatEuros(40))).toBe('40 €');
    expect(plain(formatEuros(2.5))).toBe('2,50 €');
  });

  it('writes dates in words, in Paris time', () => {
    expect(formatDate('2025-01-06')).toBe('6 janvier 2025');
    expect(formatDate('2025-01-01')).toBe('1er janvier 2025');
    expect(formatDate('2025-01-11')).toBe('11 janvier 2025');
    expect(formatDateTime('2026-11-09T13:12:00Z')).toBe('9 novembre 2026 à 14:12');
  });

  it.each([
    [12, '12 min'],
    [60, '1 h'],
    [90, '1 h 30'],
    [125, '2 h 05'],
  ])('writes %d minutes as %s', (minutes, text) => {
    expect(plain(formatDuration(minutes))).toBe(text);
  });

  it('joins a list the French way', () => {
    expect(formatList(['E-mail'])).toBe('E-mail');
    expect(formatList(['E-mail', 'Slack'])).toBe('E-mail et Slack');
    expect(formatList(['E-mail', 'SMS', 'Slack'])).toBe('E-mail, SMS et Slack');
  });
});
