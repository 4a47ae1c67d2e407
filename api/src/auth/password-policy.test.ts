import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@hexagone/schemas';
import { isBreachedPassword, passwordRefusal } from './password-policy';

const loose = { minLength: 6, requireSpecial: false, requireNumbers: false, requireUppercase: false };

describe('the breached passwords list', () => {
  it('refuses the most common passwords whatever their case, even when they meet the rules', () => {
    expect(isBreachedPassword('123456')).toBe(true);
    expect(isBreachedPassword('PassWord')).toBe(true);
    expect(passwordRefusal('qwerty123', loose)).toBe(PASSWORD_MESSAGES.breached);
    expect(passwordRefusal('Tournesol-Bleu-42', loose)).toBeUndefined();
  });

  it('checks the rules first', () => {
    expect(passwordRefusal('1234', loose)).toBe(PASSWORD_MESSAGES.minLength(6));
  });
});
