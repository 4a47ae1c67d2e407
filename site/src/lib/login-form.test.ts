import { describe, expect, it } from 'vitest';
import { firstError, setupAdminForm, validateValues } from '@hexagone/schemas';
import { loginForm } from './login-form';

const setupField = (name: string) => setupAdminForm.fields.find((f) => f.name === name)!;
const loginField = (name: string) => loginForm.fields.find((f) => f.name === name)!;

describe('loginForm schema', () => {
  it('asks for the email then the password, nothing else', () => {
    expect(loginForm.name).toBe('login');
    expect(loginForm.fields.map((f) => f.name)).toEqual(['email', 'password']);
    expect(loginForm.validate).toBeUndefined();
  });

  it('reuses the setup wizard email field as is', () => {
    expect(loginField('email')).toEqual(setupField('email'));
  });

  it('keeps the password required and masked but drops the length rules', () => {
    const password = loginField('password');
    expect(password).toMatchObject({ type: 'password', required: true, requiredMessage: 'Le mot de passe est requis' });
    expect(password).not.toHaveProperty('minLength');
    expect(password).not.toHaveProperty('maxLength');
    expect(password).not.toHaveProperty('messages');
  });

  it('leaves the setup wizard password rules untouched', () => {
    expect(setupField('password')).toMatchObject({ minLength: 8, maxLength: 128 });
    expect(setupField('password').messages?.minLength).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });
});

describe('loginForm validation', () => {
  it('accepts a well-formed email with a short password', () => {
    expect(validateValues(loginForm, { email: 'admin@hexagone.fr', password: 'abc' })).toEqual({});
  });

  it('reports both missing fields in the setup wizard wording, email first', () => {
    const errors = validateValues(loginForm, { email: '', password: '' });
    expect(errors).toEqual({ email: "L'email est requis", password: 'Le mot de passe est requis' });
    expect(firstError(loginForm, errors)).toBe("L'email est requis");
  });

  it.each(['admin', 'admin@hexagone', '@hexagone.fr', 'a b@hexagone.fr'])('refuses the malformed email %j', (email) => {
    expect(validateValues(loginForm, { email, password: 'secret' })).toEqual({ email: "Format d'email invalide" });
  });

  it('reports a missing password once the email is fine', () => {
    const errors = validateValues(loginForm, { email: 'user@hexagone.fr', password: '' });
    expect(errors).toEqual({ password: 'Le mot de passe est requis' });
    expect(firstError(loginForm, errors)).toBe('Le mot de passe est requis');
  });

  it('does not ask for a password confirmation nor a name', () => {
    const errors = validateValues(loginForm, { email: 'user@hexagone.fr', password: 'x', confirmPassword: 'y' });
    expect(errors).toEqual({});
  });

  it('accepts a password longer than the account creation maximum', () => {
    expect(validateValues(loginForm, { email: 'user@hexagone.fr', password: 'p'.repeat(300) })).toEqual({});
  });
});
