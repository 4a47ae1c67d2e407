/** The chips of a card: option labels, a switch's label when on, tags, a referenced record's label, else the value. */
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isEmptyValue, type FieldDef } from '@hexagone/schemas';
import { optionLabel } from '../fields/choices';
import { FieldValue } from '../fields/FieldValue';

export function CardChips({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  if (isEmptyValue(value)) return null;
  switch (field.type) {
    case 'switch':
    case 'checkbox':
      return value === true ? <Chip size="small" color="primary" variant="outlined" label={field.label} /> : null;
    case 'select':
    case 'radio':
      return <Chip size="small" label={optionLabel(field, value)} />;
    case 'tags':
    case 'multiselect':
      return (Array.isArray(value) ? value : [value]).map((item) => (
        <Chip key={String(item)} size="small" variant="outlined" label={optionLabel(field, item)} />
      ));
    case 'text':
    case 'email':
    case 'tel':
      return <Chip size="small" label={String(value)} />;
    default:
      // Chips speak in their own font size, not in the field's.
      return <Chip size="small" label={<FieldValue field={field} />} sx={{ '& .MuiTypography-root': { font: 'inherit' } }} />;
  }
}
