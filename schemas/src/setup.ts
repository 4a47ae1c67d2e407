/**
 * The setup wizard's forms (spec 1 §5 "Setup wizard"): the browser checks them step by
 * step, the API checks the same rules again on POST /api/setup/init.
 */
import type { FormSchema } from './validation/engine';
import { EMAIL_PATTERN } from './validation/rules';
import { messages } from './validation/messages';
import { PASSWORD_MIN_LENGTH } from './resources/users';
import { passwordPolicyOf, passwordProblem } from './password-policy';
import { SECURITY_DEFAULTS } from './resources/settings_security';

export const setupCompanyForm: FormSchema = {
  name: 'setup-company',
  fields: [
    { name: 'company', label: "Nom de l'entreprise", type: 'text', required: true, requiredMessage: "Le nom de l'entreprise est requis", maxLength: 120 },
  ],
};

/** Checked in the spec's order: the first failing rule is the one shown. */
export const setupAdminForm: FormSchema = {
  name: 'setup-admin',
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, requiredMessage: 'Le nom est requis', maxLength: 100 },
    {
      name: 'email',
      label: 'E-mail',
      type: 'text',
      required: true,
      requiredMessage: "L'email est requis",
      pattern: EMAIL_PATTERN,
      patternMessage: "Format d'email invalide",
      maxLength: 254,
    },
    {
      name: 'password',
      label: 'Mot de passe',
      type: 'password',
      required: true,
      requiredMessage: 'Le mot de passe est requis',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: 128,
      messages: { minLength: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères` },
      // No settings exist yet at setup: the security settings' default rules (spec 3 §9) apply.
      validate: (value) => (typeof value === 'string' ? passwordProblem(value, passwordPolicyOf(SECURITY_DEFAULTS)) : undefined),
    },
    { name: 'confirmPassword', label: 'Confirmer le mot de passe', type: 'password', clientOnly: true },
  ],
  validate: (values) =>
    values.password !== values.confirmPassword ? { confirmPassword: messages.passwordMismatch } : undefined,
};

/** What the server receives: both steps, without the confirmation. */
export const setupInitForm: FormSchema = {
  name: 'setup-init',
  fields: [...setupCompanyForm.fields, ...setupAdminForm.fields],
  validate: setupAdminForm.validate,
};

export const SETUP_MESSAGES = {
  failed: 'Erreur lors de la configuration',
  alreadyDone: 'La configuration initiale a déjà été effectuée',
  checking: 'Vérification de la configuration...',
} as const;

/** Step 3 sends the new administrator to the login page after this delay. */
export const SETUP_REDIRECT_DELAY_MS = 3000;
