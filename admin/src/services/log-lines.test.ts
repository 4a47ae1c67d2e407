import { describe, expect, it } from 'vitest';
import { appendLines, parisStampedLine } from './log-lines';

describe('appendLines', () => {
  it('adds the new lines after the old and keeps only the newest', () => {
    expect(appendLines(['a', 'b'], ['c'])).toEqual(['a', 'b', 'c']);
    expect(appendLines(['a', 'b', 'c'], ['d', 'e'], 3)).toEqual(['c', 'd', 'e']);
  });
});

describe('parisStampedLine', () => {
  it('shows the stamp in Paris time, the French way, prefix and message kept (issue 26 §11)', () => {
    expect(parisStampedLine('2026-11-27T06:58:50.765Z Instance « web » démarrée')).toBe('27/11/2026 07:58:50 Instance « web » démarrée');
    expect(parisStampedLine('[web-1] 2026-07-14T10:00:00Z prêt')).toBe('[web-1] 14/07/2026 12:00:00 prêt');
    expect(parisStampedLine('sans horodatage')).toBe('sans horodatage');
  });
});
