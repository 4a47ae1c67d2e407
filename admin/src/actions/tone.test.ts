import { describe, expect, it } from 'vitest';
import { toneColor } from './tone';

describe('toneColor', () => {
  it('keeps a colour and makes the default one primary', () => {
    expect(toneColor('warning')).toBe('warning');
    expect(toneColor('default')).toBe('primary');
    expect(toneColor(undefined)).toBe('primary');
  });
});
