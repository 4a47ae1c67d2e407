/**
 * A field the server computes from the record (an invoice's totals), shown live in the form
 * with the same shared function the API applies, read-only: what will be stored, as typed.
 */
import { TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { FieldDef, Values } from '@hexagone/schemas';
import { formatFigure } from './figure-format';

export function ComputedValue({ field }: { field: FieldDef & { compute: NonNullable<FieldDef['compute']> } }) {
  const values = useWatch() as Values;
  const value = field.compute(values ?? {});
  const text = typeof value === 'number' ? formatFigure(field, value) : String(value ?? '');
  return (
    <TextField
      label={field.label}
      value={text}
      size="small"
      fullWidth
      variant="filled"
      slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
      helperText="Calculé par le serveur"
      sx={{ mb: 2 }}
    />
  );
}
