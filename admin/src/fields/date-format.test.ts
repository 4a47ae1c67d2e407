import { describe, expect, it } from 'vitest';
import { dateOf, dayText, parisDateTimeText } from './date-format';

const instants = ['2026-12-07T10:15:12.000Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-01-01T23:30:00Z'];

describe('date-format', () => {
  it('writes an instant as toLocaleString("fr-FR") does on Paris’s clock, summer and winter time included', () => {
    expect(parisDateTimeText(new Date('2026-12-07T10:15:12Z'))).toBe('07/12/2026 11:15:12');
    for (const instant of instants) {
      const date = new Date(instant);
      expect(parisDateTimeText(date)).toBe(date.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }));
    }
  });

  it('writes a day as toLocaleDateString("fr-FR") does, in UTC or on the browser’s clock', () => {
    expect(dayText(new Date('2026-12-07'), 'UTC')).toBe('07/12/2026');
    for (const instant of instants) {
      const date = new Date(instant);
      expect(dayText(date, 'UTC')).toBe(date.toLocaleDateString('fr-FR', { timeZone: 'UTC' }));
      expect(dayText(date, 'here')).toBe(date.toLocaleDateString('fr-FR'));
    }
  });

  it('reads dates, instants as text or numbers, and nothing else', () => {
    expect(dateOf('2026-12-07')?.toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(dateOf(Date.UTC(2026, 11, 7))?.toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(dateOf('pas une date')).toBeUndefined();
    expect(dateOf({})).toBeUndefined();
  });
});
