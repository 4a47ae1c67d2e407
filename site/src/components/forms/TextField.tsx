import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (name: string, value: string) => void;
  invalid?: boolean;
  /** The id of the alert that explains why the field is invalid. */
  errorId?: string;
}

/** A labelled input of the site's islands. */
export function TextField({ name, label, value, onValueChange, invalid = false, errorId, id, ...input }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        id={inputId}
        name={name}
        className="input"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onValueChange(name, event.target.value)}
      />
    </div>
  );
}
