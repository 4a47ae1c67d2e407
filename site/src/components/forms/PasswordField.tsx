import { TextField, type TextFieldProps } from './TextField';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** A password being chosen (the browser may suggest one), not the one the account has. */
  isNew?: boolean;
}

/** A password's input: its characters hidden, the browser told whether to fill in the saved password or offer a new one. */
export function PasswordField({ isNew = false, ...field }: PasswordFieldProps) {
  return <TextField {...field} type="password" autoComplete={isNew ? 'new-password' : 'current-password'} />;
}
