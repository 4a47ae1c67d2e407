/**
 * The password rules of the security settings (spec 3 §3, §9), as pure checks: the API applies
 * them to every password set anywhere (api/src/auth/password-policy.ts adds the list of breached
 * passwords), the forms may show the same messages.
 */
import type { SecuritySettings } from './resources/settings_security';

export interface PasswordPolicy {
  minLength: number;
  requireSpecial: boolean;
  requireNumbers: boolean;
  requireUppercase: boolean;
}

/** Longer passwords are refused so hashing cannot be made a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  minLength: (n: number) => `Le mot de passe doit contenir au moins ${n} caractères`,
  maxLength: `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`,
  special: 'Le mot de passe doit contenir au moins un caractère spécial',
  numbers: 'Le mot de passe doit contenir au moins un chiffre',
  uppercase: 'Le mot de passe doit contenir au moins une majuscule',
  breached: 'Ce mot de passe fait partie des mots de passe les plus courants ou divulgués : choisissez-en un autre',
  reused: "Le nouveau mot de passe doit être différent de l'ancien",
} as const;

export const passwordPolicyOf = (security: Pick<SecuritySettings, 'password_min_length' | 'password_require_special' | 'password_require_numbers' | 'password_require_uppercase'>): PasswordPolicy => ({
  minLength: security.password_min_length,
  requireSpecial: security.password_require_special,
  requireNumbers: security.password_require_numbers,
  requireUppercase: security.password_require_uppercase,
});

/** The first rule the password breaks, as a French message, or undefined when it is acceptable. */
export function passwordProblem(password: string, policy: PasswordPolicy): string | undefined {
  if ([...password].length < policy.minLength) return PASSWORD_MESSAGES.minLength(policy.minLength);
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.maxLength;
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (policy.requireNumbers && !/\p{Nd}/u.test(password)) return PASSWORD_MESSAGES.numbers;
  if (policy.requireSpecial && !/[^\p{L}\p{Nd}]/u.test(password)) return PASSWORD_MESSAGES.special;
  return undefined;
}

/** The policy in one French sentence, for the hint under a new password's field. */
export function passwordPolicyHint(policy: PasswordPolicy): string {
  const parts = [policy.requireUppercase && 'une majuscule', policy.requireNumbers && 'un chiffre', policy.requireSpecial && 'un caractère spécial'].filter(
    (part): part is string => Boolean(part),
  );
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}` : parts[0];
  return `Au moins ${policy.minLength} caractères${list ? `, dont ${list}` : ''}.`;
}
