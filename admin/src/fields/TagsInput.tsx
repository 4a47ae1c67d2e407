/** Free tags (spec 1 §4 "Generic form"): Enter or a comma adds one; empty and duplicate tags are ignored. */
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';

interface TagsInputProps {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

const cleanTags = (tags: string[]): string[] => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

export function TagsInput({ source, label, helperText, disabled }: TagsInputProps) {
  const { field, fieldState } = useInput({ source });
  const tags: string[] = Array.isArray(field.value) ? field.value : [];
  const [text, setText] = useState('');

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={tags}
      inputValue={text}
      disabled={disabled}
      onChange={(_, values) => field.onChange(cleanTags(values))}
      onInputChange={(_, value) => {
        if (!value.includes(',')) return setText(value);
        field.onChange(cleanTags([...tags, ...value.split(',')]));
        setText('');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
        />
      )}
    />
  );
}
