/**
 * The login form's checks before calling the API: present and well-formed, worded like
 * the setup wizard. No length rule on the password: that belongs to account creation.
 */
import { setupAdminForm, type FieldDef, type FormSchema } from '@hexagone/schemas';

const field = (name: string): FieldDef => {
  const found = setupAdminForm.fields.find((f) => f.name === name);
  if (!found) throw new Error(`Champ ${name} absent du formulaire d'installation`);
  return found;
};

const { minLength: _minLength, maxLength: _maxLength, messages: _messages, ...password } = field('password');

export const loginForm: FormSchema = {
  name: 'login',
  fields: [field('email'), password],
};
