/**
 * A JSON value typed as text. The text stays as typed (reformatting it would move the
 * cursor); the form holds the parsed value as soon as the text is valid JSON.
 */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';

interface JsonInputProps {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
  rows?: number;
}

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export function JsonInput({ source, label, helperText, disabled, rows = 4 }: JsonInputProps) {
  const { field, fieldState } = useInput({ source });
  const [text, setText] = useState(() => asText(field.value));

  const change = (next: string) => {
    setText(next);
    if (!next.trim()) return field.onChange(null);
    try {
      field.onChange(JSON.parse(next));
    } catch {
      field.onChange(next);
    }
  };

  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      multiline
      minRows={rows}
      fullWidth
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}
