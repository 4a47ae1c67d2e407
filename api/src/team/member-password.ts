/**
 * The one check of a password a new member chooses (the invitation page): today the users
 * resource's own rules, the ones the user form applies; a password policy replaces them here.
 */
import { messages, users, validateField, type FieldErrors } from '@hexagone/schemas';

const PASSWORD = users.fields.find((field) => field.name === 'password')!;

export function memberPasswordErrors(password: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  const invalid = validateField(PASSWORD, password);
  if (invalid) errors.password = invalid;
  else if (password !== confirmPassword) errors.confirmPassword = messages.passwordMismatch;
  return errors;
}
