import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabs';

describe('tabAfterKey', () => {
  it('moves right and down to the next tab, wrapping to the first', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowDown', 1, 3)).toBe(2);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
  });

  it('moves left and up to the previous tab, wrapping to the last', () => {
    expect(tabAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabAfterKey('ArrowUp', 1, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });

  it.each(['Enter', ' ', 'Tab', 'a'])('ignores %j', (key) => {
    expect(tabAfterKey(key, 1, 3)).toBeUndefined();
  });

  it('has nowhere to go without tabs', () => {
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});
