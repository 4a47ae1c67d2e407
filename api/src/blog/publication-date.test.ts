import { describe, expect, it } from 'vitest';
import { isReadableDate, missingPublicationDate } from './publication-date';

const NOW = new Date('2026-03-02T10:00:00Z');

describe('missingPublicationDate', () => {
  it('is now for a post published without a date', () => {
    expect(missingPublicationDate('published', undefined, NOW)).toBe(NOW);
    expect(missingPublicationDate('published', null, NOW)).toBe(NOW);
    expect(missingPublicationDate('published', '', NOW)).toBe(NOW);
  });

  it('keeps a date already given or stored', () => {
    expect(missingPublicationDate('published', '2026-01-01T08:00:00Z', NOW)).toBeUndefined();
    expect(missingPublicationDate('published', new Date('2025-12-24'), NOW)).toBeUndefined();
  });

  it('sets nothing for drafts and scheduled posts', () => {
    expect(missingPublicationDate('draft', undefined, NOW)).toBeUndefined();
    expect(missingPublicationDate('scheduled', undefined, NOW)).toBeUndefined();
  });
});

describe('isReadableDate', () => {
  it('accepts nothing, a date or a date string', () => {
    for (const value of [undefined, null, '', '2026-03-02T10:00', new Date()]) expect(isReadableDate(value), String(value)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['demain', 42, {}, new Date('x')]) expect(isReadableDate(value), String(value)).toBe(false);
  });
});
