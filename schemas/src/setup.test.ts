import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, SETUP_REDIRECT_DELAY_MS, setupAdminForm, setupCompanyForm, setupInitForm } from './setup';
import { firstError, validateValues, type FormSchema } from './validation/engine';

const first = (schema: FormSchema, values: Record<string, unknown>, side: 'client' | 'server' = 'client') =>
  firstError(schema, validateValues(schema, values, { side }));

const valid = { name: 'Jean Dupont', email: 'jean@hexagone.fr', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' };

describe('setup step 1: company', () => {
  it("refuses an empty company with \"Le nom de l'entreprise est requis\"", () => {
    expect(first(setupCompanyForm, {})).toBe("Le nom de l'entreprise est requis");
    expect(first(setupCompanyForm, { company: '' })).toBe("Le nom de l'entreprise est requis");
  });

  it('refuses a whitespace-only company (not empty after trimming)', () => {
    expect(first(setupCompanyForm, { company: '   ' })).toBe("Le nom de l'entreprise est requis");
    expect(first(setupCompanyForm, { company: '\t\n ' })).toBe("Le nom de l'entreprise est requis");
  });

  it('accepts a company name', () => {
    expect(validateValues(setupCompanyForm, { company: 'Hexagone SAS' })).toEqual({});
  });

  it('refuses a non-string company', () => {
    expect(first(setupCompanyForm, { company: { $ne: '' } })).toBe('Format invalide');
  });
});

describe('setup step 2: administrator, in the spec order', () => {
  it('1. name required', () => {
    expect(first(setupAdminForm, {})).toBe('Le nom est requis');
    expect(first(setupAdminForm, { ...valid, name: '  ' })).toBe('Le nom est requis');
  });

  it('2. email required', () => {
    expect(first(setupAdminForm, { name: 'Jean' })).toBe("L'email est requis");
    expect(first(setupAdminForm, { ...valid, email: '' })).toBe("L'email est requis");
  });

  it('3. email format', () => {
    for (const email of ['jean', 'jean@hexagone', 'jean.hexagone.fr', 'jean @hexagone.fr']) {
      expect(first(setupAdminForm, { ...valid, email }), email).toBe("Format d'email invalide");
    }
    expect(first(setupAdminForm, { name: 'Jean', email: 'jean' })).toBe("Format d'email invalide");
  });

  it('4. password required', () => {
    expect(first(setupAdminForm, { name: 'Jean', email: 'jean@hexagone.fr' })).toBe('Le mot de passe est requis');
    expect(first(setupAdminForm, { ...valid, password: '' })).toBe('Le mot de passe est requis');
  });

  it('5. password at least 8 characters', () => {
    expect(first(setupAdminForm, { ...valid, password: 'court', confirmPassword: 'court' })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(first(setupAdminForm, { ...valid, password: '1234567', confirmPassword: '1234567' })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(validateValues(setupAdminForm, { ...valid, password: 'Abcdef-8', confirmPassword: 'Abcdef-8' })).toEqual({});
    // Then the default rules of the security settings: an uppercase, a digit, a special character.
    expect(first(setupAdminForm, { ...valid, password: '12345678', confirmPassword: '12345678' })).toBe('Le mot de passe doit contenir au moins une majuscule');
  });

  it('6. both passwords must match', () => {
    expect(first(setupAdminForm, { ...valid, confirmPassword: 'autrechose' })).toBe('Les mots de passe ne correspondent pas');
    expect(first(setupAdminForm, { ...valid, confirmPassword: undefined })).toBe('Les mots de passe ne correspondent pas');
    expect(validateValues(setupAdminForm, { ...valid, confirmPassword: 'x' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('earlier rules win over later ones', () => {
    // name and everything else wrong: the name is shown
    expect(first(setupAdminForm, { email: 'x', password: 'a', confirmPassword: 'b' })).toBe('Le nom est requis');
    // bad format beats a missing password
    expect(first(setupAdminForm, { name: 'J', email: 'x' })).toBe("Format d'email invalide");
    // a short password beats a mismatch
    expect(first(setupAdminForm, { ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    // a missing password beats a mismatch
    expect(first(setupAdminForm, { ...valid, password: '', confirmPassword: 'Motdepasse-1' })).toBe('Le mot de passe est requis');
  });

  it('accepts a valid administrator', () => {
    expect(validateValues(setupAdminForm, valid)).toEqual({});
  });
});

describe('setup init (server side)', () => {
  const body = { company: 'Hexagone', name: 'Jean', email: 'jean@hexagone.fr', password: 'Motdepasse-1' };

  it('ignores the confirmation on the server', () => {
    expect(validateValues(setupInitForm, body, { side: 'server' })).toEqual({});
    expect(validateValues(setupInitForm, { ...body, confirmPassword: 'different' }, { side: 'server' })).toEqual({});
  });

  it('still checks the confirmation in the browser', () => {
    expect(validateValues(setupInitForm, body)).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });

  it('checks both steps, company first', () => {
    expect(first(setupInitForm, {}, 'server')).toBe("Le nom de l'entreprise est requis");
    expect(first(setupInitForm, { ...body, company: ' ' }, 'server')).toBe("Le nom de l'entreprise est requis");
    expect(first(setupInitForm, { ...body, email: 'nope' }, 'server')).toBe("Format d'email invalide");
    expect(first(setupInitForm, { ...body, password: 'abc' }, 'server')).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(validateValues(setupInitForm, {}, { side: 'server' })).toEqual({
      company: "Le nom de l'entreprise est requis",
      name: 'Le nom est requis',
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
  });

  it('refuses forged non-string values', () => {
    expect(first(setupInitForm, { ...body, email: { $gt: '' } }, 'server')).toBe('Format invalide');
    expect(first(setupInitForm, { ...body, password: ['motdepasse'] }, 'server')).toBe('Format invalide');
  });
});

describe('setup constants', () => {
  it('has the wizard messages and redirect delay', () => {
    expect(SETUP_MESSAGES.failed).toBe('Erreur lors de la configuration');
    expect(SETUP_MESSAGES.alreadyDone).toBe('La configuration initiale a déjà été effectuée');
    expect(SETUP_REDIRECT_DELAY_MS).toBe(3000);
  });
});
