import { describe, expect, it } from 'vitest';
import { mayOpen } from '../navigation';
import { fieldByName, findAction } from '../resource';
import { firstError, validateValues } from '../validation/engine';
import { PASSWORD_MIN_LENGTH, users } from './users';
import { passwordPolicyOf, passwordProblem } from '../password-policy';
import { SECURITY_DEFAULTS } from './settings_security';

const field = (name: string) => {
  const def = fieldByName(users, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

const valid = {
  name: 'Jean Dupont',
  email: 'jean@hexagone.fr',
  role: 'user',
  password: 'motdepasse',
  confirmPassword: 'motdepasse',
};

describe('users resource declaration', () => {
  it('is the users collection under /webmaster/users', () => {
    expect(users.name).toBe('users');
    expect(users.route).toBe('users');
    // Read by holders of users.manage (a team manager, a key with read:users), changed by administrators only.
    // Support staff read the accounts (customers of tickets, staff pickers); the Users screen stays the managers'.
    expect(users.access.list).toEqual({ roles: ['admin', 'support'], permissions: ['users.manage', 'support.manage'] });
    expect(users.access.menu).toEqual({ roles: ['admin'], permissions: ['users.manage'] });
    expect(mayOpen('users', { role: 'support', permissions: ['support.manage'] })).toBe(false);
    expect(mayOpen('users', { role: 'editor', permissions: ['users.manage'] })).toBe(true);
    expect(users.access.update).toEqual({ roles: ['admin'] });
    expect(users.breadcrumb).toEqual([{ label: 'Utilisateurs' }]);
  });

  it('lists 25 per page, sorted by _id descending in a table', () => {
    expect(users.list.perPage).toBe(25);
    expect(users.list.sort).toEqual({ field: '_id', order: 'DESC' });
    expect(users.list.view).toBe('table');
  });

  it('offers exactly role and active as filters', () => {
    expect(users.fields.filter((f) => f.filterable).map((f) => f.name).sort()).toEqual(['active', 'role']);
  });

  it('declares the entity fields of spec 2 §3', () => {
    expect(users.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['email', 'name', 'company', 'role', 'password', 'confirmPassword', 'active', 'emailVerified', 'created_at', 'last_login']),
    );
  });

  it('requires email (unique, type email), name and role', () => {
    expect(field('email')).toMatchObject({ type: 'email', required: true, unique: true });
    expect(field('name')).toMatchObject({ required: true });
    expect(field('role')).toMatchObject({ type: 'select', required: true });
    expect(field('company').required).toBeFalsy();
  });

  it('offers the roles user, admin, support and the team roles with their French labels', () => {
    const options = field('role').options ?? [];
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['user', 'Utilisateur'],
      ['admin', 'Administrateur'],
      ['support', 'Support'],
      ['editor', 'Éditeur'],
      ['moderator', 'Modérateur'],
      ['viewer', 'Observateur'],
    ]);
  });

  it("password: required, create only, secret; its length is the password policy's (security settings, 8 by default)", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(field('password')).toMatchObject({ type: 'password', required: true, createOnly: true, secret: true });
    expect(field('password').minLength).toBeUndefined();
  });

  it('confirmPassword: create only and transient (never stored)', () => {
    expect(field('confirmPassword')).toMatchObject({ type: 'password', createOnly: true, transient: true });
    expect(field('confirmPassword').secret).toBeFalsy();
  });

  it('defaults: role user, active true, emailVerified false', () => {
    expect(field('active')).toMatchObject({ type: 'switch', default: true });
    expect(field('emailVerified')).toMatchObject({ type: 'switch', default: false });
    expect(field('role').default).toBe('user');
  });

  it('created_at and last_login are kept by the server', () => {
    expect(field('created_at').readOnly).toBe(true);
    expect(field('last_login').readOnly).toBe(true);
  });
});

describe('users validation', () => {
  it('accepts a valid new user', () => {
    expect(validateValues(users, valid)).toEqual({});
    expect(validateValues(users, valid, { side: 'server' })).toEqual({});
  });

  it('requires name, email, role, password and confirmation on create', () => {
    expect(validateValues(users, {})).toEqual({
      name: 'Le champ « Nom » est requis',
      email: 'Le champ « E-mail » est requis',
      role: 'Le champ « Rôle » est requis',
      password: 'Le champ « Mot de passe » est requis',
      confirmPassword: 'Le champ « Confirmer le mot de passe » est requis',
    });
  });

  it('checks the email format', () => {
    expect(validateValues(users, { ...valid, email: 'jean@' })).toEqual({ email: 'Email invalide' });
  });

  it('refuses a role outside user/admin/support', () => {
    expect(validateValues(users, { ...valid, role: 'root' })).toEqual({ role: 'Valeur non autorisée' });
    expect(validateValues(users, { ...valid, role: 'support' })).toEqual({});
  });

  it('password minimum 8 characters by default: the policy of the security settings', () => {
    expect(passwordProblem('Abcde1!', passwordPolicyOf(SECURITY_DEFAULTS))).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });

  it("confirmation mismatch gives 'Les mots de passe ne correspondent pas'", () => {
    const errors = validateValues(users, { ...valid, confirmPassword: 'autre-chose' });
    expect(errors).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
    expect(firstError(users, errors)).toBe('Les mots de passe ne correspondent pas');
  });

  it('the server checks the confirmation as well', () => {
    expect(validateValues(users, { ...valid, confirmPassword: 'x' }, { side: 'server' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('on edit neither password nor confirmation is asked', () => {
    const { password, confirmPassword, ...rest } = valid;
    expect(password && confirmPassword).toBeTruthy();
    expect(validateValues(users, rest, { mode: 'edit' })).toEqual({});
    expect(validateValues(users, { ...rest, password: 'a', confirmPassword: 'b' }, { mode: 'edit', side: 'server' })).toEqual({});
  });

  it('refuses wrong types for switches', () => {
    expect(validateValues(users, { ...valid, active: 'yes' })).toEqual({ active: 'Format invalide' });
  });
});

describe('users row actions (spec 2 §2.3)', () => {
  it('sends an e-mail through the mail client', () => {
    const action = findAction(users, 'email');
    expect(action).toMatchObject({ label: 'Envoyer un e-mail', scope: 'row', effect: { kind: 'link' } });
    if (action?.effect.kind !== 'link') throw new Error('not a link');
    expect(action.effect.href({ email: 'zoe@exemple.fr' })).toBe('mailto:zoe@exemple.fr');
  });

  it('resets the password through the API after a confirmation, and shows the new one once', () => {
    const action = findAction(users, 'reset-password');
    expect(action).toMatchObject({ label: 'Réinitialiser le mot de passe', scope: 'row', effect: { kind: 'endpoint' } });
    expect(action?.confirm).toBeTruthy();
    expect(action?.result?.fields).toEqual([{ name: 'password', label: 'Mot de passe' }]);
    expect(action?.result?.note).toContain('ne sera plus affiché');
  });
});
