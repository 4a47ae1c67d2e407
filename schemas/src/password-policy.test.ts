import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordPolicyHint, passwordPolicyOf, passwordProblem } from './password-policy';
import { SECURITY_DEFAULTS } from './resources/settings_security';

const defaults = passwordPolicyOf(SECURITY_DEFAULTS);

describe('passwordProblem', () => {
  it('applies the defaults of spec 3 §9: 8 characters, an uppercase, a digit and a special character', () => {
    expect(passwordProblem('Ab1!', defaults)).toBe(PASSWORD_MESSAGES.minLength(8));
    expect(passwordProblem('abcdefg1!', defaults)).toBe(PASSWORD_MESSAGES.uppercase);
    expect(passwordProblem('Abcdefgh!', defaults)).toBe(PASSWORD_MESSAGES.numbers);
    expect(passwordProblem('Abcdefgh1', defaults)).toBe(PASSWORD_MESSAGES.special);
    expect(passwordProblem('Ébène-2026', defaults)).toBeUndefined();
  });

  it('follows each switch and the minimum length', () => {
    const loose = { minLength: 6, requireSpecial: false, requireNumbers: false, requireUppercase: false };
    expect(passwordProblem('abcdef', loose)).toBeUndefined();
    expect(passwordProblem('abcdef', { ...loose, minLength: 12 })).toBe(PASSWORD_MESSAGES.minLength(12));
    expect(passwordProblem('a'.repeat(129), loose)).toBe(PASSWORD_MESSAGES.maxLength);
  });
});

describe('passwordPolicyHint', () => {
  it('says the policy in one French sentence', () => {
    expect(passwordPolicyHint(defaults)).toBe('Au moins 8 caractères, dont une majuscule, un chiffre et un caractère spécial.');
    expect(passwordPolicyHint({ ...defaults, requireUppercase: false, minLength: 12 })).toBe('Au moins 12 caractères, dont un chiffre et un caractère spécial.');
    expect(passwordPolicyHint({ ...defaults, requireUppercase: false, requireNumbers: false })).toBe('Au moins 8 caractères, dont un caractère spécial.');
    expect(passwordPolicyHint({ minLength: 6, requireUppercase: false, requireNumbers: false, requireSpecial: false })).toBe('Au moins 6 caractères.');
  });
});
