import { describe, expect, it } from 'vitest';
import { passwordChangeErrors, passwordRules } from './own-account';
import { PASSWORD_MESSAGES, type PasswordPolicy } from './password-policy';

const POLICY: PasswordPolicy = { minLength: 10, requireSpecial: true, requireNumbers: true, requireUppercase: false };
const metOf = (next: string, current = 'Ancien-1', confirm = next) => Object.fromEntries(passwordRules(POLICY, { current, next, confirm }).map((rule) => [rule.label, rule.met]));

describe('the new password’s rules shown as one types', () => {
  it('lists the policy’s rules only, each met or not on its own, then the form’s two', () => {
    expect(metOf('abc')).toEqual({
      'Au moins 10 caractères': false,
      'Un chiffre': false,
      'Un caractère spécial': false,
      'Différent du mot de passe actuel': true,
      'Confirmation identique': true,
    });
    expect(metOf('abcdefghij-1', 'abcdefghij-1', 'autre')).toEqual({
      'Au moins 10 caractères': true,
      'Un chiffre': true,
      'Un caractère spécial': true,
      'Différent du mot de passe actuel': false,
      'Confirmation identique': false,
    });
  });

  it('refuses before sending with the server’s messages, under the API’s field names', () => {
    expect(passwordChangeErrors(POLICY, { current: '', next: 'abcdefghij', confirm: 'x' })).toEqual({
      current_password: 'Le champ « Mot de passe actuel » est requis',
      new_password: PASSWORD_MESSAGES.numbers,
      confirm: 'Les mots de passe ne correspondent pas',
    });
    expect(passwordChangeErrors(POLICY, { current: 'Ancien-1', next: 'abcdefghij-1', confirm: 'abcdefghij-1' })).toEqual({});
  });
});
