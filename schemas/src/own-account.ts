/**
 * « Mon compte » as both screens use it (the site's /user/account, the back-office's « Profil »):
 * the account /api/account answers, an open session of /api/auth/sessions, and the new
 * password's rules ticked as one types — the shared engine's checks (password-policy.ts), the very
 * ones the server runs before its own list of breached passwords.
 */
import { PASSWORD_MAX_LENGTH, passwordProblem, type PasswordPolicy } from './password-policy';

/** The routes, under /api (api/src/users/own-account.controller.ts; the sessions are auth's). */
export const OWN_ACCOUNT_PATHS = {
  account: '/account',
  name: '/account/name',
  password: '/account/password',
  endOthers: '/account/sessions/end-others',
  sessions: '/auth/sessions',
} as const;

export interface OwnAccount {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: string | null;
  password_changed_at: string | null;
  /** An authenticator app is enrolled (TOTP). */
  mfa_enabled: boolean;
  password_policy: PasswordPolicy;
}

export interface OpenSession {
  id: string;
  /** Browser and system, as read from the sign-in's User-Agent. */
  device: string;
  ip: string;
  created_at: string;
  last_seen: string;
  current: boolean;
}

export const OWN_PASSWORD_TEXTS = {
  rules: {
    length: (n: number) => `Au moins ${n} caractères`,
    uppercase: 'Une majuscule',
    numbers: 'Un chiffre',
    special: 'Un caractère spécial',
    different: 'Différent du mot de passe actuel',
    confirmed: 'Confirmation identique',
  },
  currentRequired: 'Le champ « Mot de passe actuel » est requis',
  mismatch: 'Les mots de passe ne correspondent pas',
} as const;

/** What is typed in the form: the current password, the new one, its confirmation. */
export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export interface PasswordRule {
  label: string;
  met: boolean;
}

const NO_RULE: PasswordPolicy = { minLength: 0, requireSpecial: false, requireNumbers: false, requireUppercase: false };

/** Each rule of the policy, and the form's own two, met or not by what is typed. */
export function passwordRules(policy: PasswordPolicy, values: PasswordChangeValues): PasswordRule[] {
  const { next } = values;
  const t = OWN_PASSWORD_TEXTS.rules;
  // One rule at a time, through the shared engine: a policy holding only that rule.
  const only = (rule: Partial<PasswordPolicy>) => !passwordProblem(next, { ...NO_RULE, ...rule });
  const rules: PasswordRule[] = [{ label: t.length(policy.minLength), met: only({ minLength: policy.minLength }) && next.length <= PASSWORD_MAX_LENGTH }];
  if (policy.requireUppercase) rules.push({ label: t.uppercase, met: only({ requireUppercase: true }) });
  if (policy.requireNumbers) rules.push({ label: t.numbers, met: only({ requireNumbers: true }) });
  if (policy.requireSpecial) rules.push({ label: t.special, met: only({ requireSpecial: true }) });
  rules.push({ label: t.different, met: next.length > 0 && next !== values.current });
  rules.push({ label: t.confirmed, met: next.length > 0 && next === values.confirm });
  return rules;
}

/** The errors by field (the API's names) before sending, with the server's messages for its rules. */
export function passwordChangeErrors(policy: PasswordPolicy, values: PasswordChangeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.current) errors.current_password = OWN_PASSWORD_TEXTS.currentRequired;
  const problem = passwordProblem(values.next, policy);
  if (problem) errors.new_password = problem;
  if (values.next !== values.confirm) errors.confirm = OWN_PASSWORD_TEXTS.mismatch;
  return errors;
}
