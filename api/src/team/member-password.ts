/**
 * The one check of a password a new member chooses (the invitation page): the password policy
 * of the security settings (length, characters, breached list), then the confirmation.
 */
import { messages, type FieldErrors, type PasswordPolicy } from '@hexagone/schemas';
import { passwordRefusal } from '../auth/password-policy';

export function memberPasswordErrors(password: string, confirmPassword: string, policy: PasswordPolicy): FieldErrors {
  const errors: FieldErrors = {};
  const refused = passwordRefusal(password, policy);
  if (refused) errors.password = refused;
  else if (password !== confirmPassword) errors.confirmPassword = messages.passwordMismatch;
  return errors;
}
