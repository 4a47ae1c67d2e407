/**
 * A multiselect whose options belong to families (the role form's permissions): one
 * checkbox per option, under the French heading of its family (spec 2 §2.4).
 */
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
import type { FieldDef, Scalar } from '@hexagone/schemas';

interface GroupedCheckboxInputProps {
  field: FieldDef;
  label: string;
  disabled?: boolean;
}

export function GroupedCheckboxInput({ field, label, disabled }: GroupedCheckboxInputProps) {
  const { field: input, fieldState } = useInput({ source: field.name });
  const selected: Scalar[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: Scalar, checked: boolean) =>
    input.onChange(checked ? [...selected, value] : selected.filter((candidate) => candidate !== value));

  return (
    <FormControl component="fieldset" error={fieldState.invalid} disabled={disabled} sx={{ mb: 2 }}>
      <FormLabel component="legend">{label}</FormLabel>
      {Object.entries(field.optionGroups ?? {}).map(([group, heading]) => (
        <Box key={group} sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {heading}
          </Typography>
          <FormGroup row>
            {(field.options ?? [])
              .filter((option) => option.group === group)
              .map((option) => (
                <FormControlLabel
                  key={String(option.value)}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={selected.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={input.onBlur}
                    />
                  }
                />
              ))}
          </FormGroup>
        </Box>
      ))}
      <FormHelperText>
        <InputHelperText error={fieldState.error?.message} helperText={field.helperText} />
      </FormHelperText>
    </FormControl>
  );
}
