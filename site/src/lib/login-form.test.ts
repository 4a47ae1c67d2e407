import { describe, expect, it } from 'vitest';
import { firstError, setupAdminForm, validateValues } from '@hexagone/schemas';
import { mfaStep } from '../data/auth';
import {
  groupSecret,
  isMfaCode,
  loginForm,
  loginStep,
  MFA_CODE_LENGTH,
  MFA_CODE_PATTERN,
  mfaCodeError,
  mfaFailureRestartsLogin,
  normalizeMfaCode,
} from './login-form';

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

describe('loginStep', () => {
  const user = { _id: 'u1', email: 'user@hexagone.fr', role: 'user' };
  const setup = {
    mfaSetupRequired: true,
    mfaToken: 'mfa.jwt',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    otpauthUrl: 'otpauth://totp/Hexagone:admin%40hexagone.fr?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Hexagone',
    qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  };

  it('signs a non-administrator in directly', () => {
    expect(loginStep({ token: 'jwt', user })).toEqual({ step: 'signedIn', session: { token: 'jwt', user } });
  });

  it('asks an administrator with an authenticator for the code', () => {
    expect(loginStep({ mfaRequired: true, mfaToken: 'mfa.jwt' })).toEqual({ step: 'mfa', mfaToken: 'mfa.jwt' });
  });

  it('asks an administrator without an authenticator to set one up', () => {
    const { mfaSetupRequired: _flag, ...shown } = setup;
    expect(loginStep(setup)).toStrictEqual({ step: 'mfaSetup', ...shown });
  });

  it('lets the code step win over a session the answer might also hold', () => {
    expect(loginStep({ mfaRequired: true, mfaToken: 'mfa.jwt', token: 'jwt', user })).toEqual({
      step: 'mfa',
      mfaToken: 'mfa.jwt',
    });
    expect(loginStep({ ...setup, token: 'jwt', user }).step).toBe('mfaSetup');
  });

  it('keeps the setup step without an image that is not inline nor a link that is not otpauth', () => {
    const step = loginStep({ ...setup, qrCode: 'https://evil.example/qr.png', otpauthUrl: 'javascript:alert(1)' });
    expect(step).toEqual({
      step: 'mfaSetup',
      mfaToken: 'mfa.jwt',
      secret: setup.secret,
      qrCode: undefined,
      otpauthUrl: undefined,
    });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'ok'],
    ['an empty object', {}],
    ['a token without user', { token: 'jwt' }],
    ['a user without token', { user }],
    ['a blank token', { token: '  ', user }],
    ['a user that is not an object', { token: 'jwt', user: 'admin' }],
    ['a code step without token', { mfaRequired: true }],
    ['a code step with a blank token', { mfaRequired: true, mfaToken: ' ' }],
    ['a code step flag that is not true', { mfaRequired: 'true', mfaToken: 'mfa.jwt' }],
    ['a setup step without secret', { mfaSetupRequired: true, mfaToken: 'mfa.jwt' }],
    ['a setup step without token', { mfaSetupRequired: true, secret: 'ABCD' }],
  ])('finds nothing to do with %s', (_label, answer) => {
    expect(loginStep(answer)).toEqual({ step: 'unreadable' });
  });
});

describe('the one-time code', () => {
  it('is six digits, as the input says', () => {
    expect(MFA_CODE_LENGTH).toBe(6);
    expect(new RegExp(`^${MFA_CODE_PATTERN}$`).test('012345')).toBe(true);
  });

  it.each(['000000', '123456', '987654'])('accepts %j', (code) => {
    expect(isMfaCode(code)).toBe(true);
    expect(mfaCodeError(code)).toBeUndefined();
  });

  it.each(['', '12345', '1234567', '12345a', 'abcdef', '12 34 5', '١٢٣٤٥٦', '12345６', '-12345'])(
    'refuses %j',
    (code) => {
      expect(mfaCodeError(code)).toBe('Le code doit contenir 6 chiffres');
    },
  );

  it('refuses what is not exactly six digits before any normalisation', () => {
    expect(isMfaCode(' 123456')).toBe(false);
    expect(isMfaCode('123 456')).toBe(false);
  });

  it('forgives the spaces of a paste or of a grouped display', () => {
    expect(normalizeMfaCode(' 123 456 ')).toBe('123456');
    expect(mfaCodeError('123 456')).toBeUndefined();
  });

  it('keeps its message with the other texts of the step', () => {
    expect(mfaStep.codeInvalid).toBe('Le code doit contenir 6 chiffres');
  });
});

describe('groupSecret', () => {
  it('shows the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('leaves a shorter last group', () => {
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });

  it('regroups a secret that came with spaces', () => {
    expect(groupSecret(' JBSW Y3 DPEH ')).toBe('JBSW Y3DP EH');
  });

  it('gives nothing for nothing', () => {
    expect(groupSecret('')).toBe('');
  });
});

describe('mfaFailureRestartsLogin', () => {
  it('sends the visitor back to the password when the step has expired', () => {
    expect(mfaFailureRestartsLogin('Session expirée ou invalide, veuillez vous reconnecter')).toBe(true);
  });

  it.each([
    'Code de vérification incorrect',
    'Le code doit contenir 6 chiffres',
    'Trop de tentatives, veuillez réessayer dans une minute',
  ])('keeps the code step for %j', (message) => {
    expect(mfaFailureRestartsLogin(message)).toBe(false);
  });
});

describe('loginStep for an expired password', () => {
  it('asks for a new password with the token of the answer', () => {
    expect(loginStep({ passwordExpired: true, passwordToken: 'jwt-mdp', message: 'Votre mot de passe a expiré' })).toEqual({
      step: 'passwordExpired',
      passwordToken: 'jwt-mdp',
      message: 'Votre mot de passe a expiré',
    });
    expect(loginStep({ passwordExpired: true })).toEqual({ step: 'unreadable' });
  });
});
