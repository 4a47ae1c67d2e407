import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@hexagone/schemas';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from './generated-password';

describe('generatePassword', () => {
  it('is 16 characters long by default, above the minimum of 8', () => {
    expect(generatePassword()).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(GENERATED_PASSWORD_LENGTH).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
  });

  it('always holds a lowercase letter, an uppercase letter, a digit and a symbol', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[-_.!?@#]/);
      expect(password).not.toMatch(/[0O1lI\s]/);
    }
  });

  it('is different every time', () => {
    const passwords = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(passwords.size).toBe(100);
  });

  it('honours a requested length', () => {
    expect(generatePassword(24)).toHaveLength(24);
  });
});
