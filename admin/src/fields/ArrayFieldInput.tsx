/**
 * The items of an array field (invoice lines, plan features) as rows of sub-field inputs,
 * with 'Ajouter' and a remove button per row; each row's errors show under its inputs.
 */
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import type { FieldDef, Mode } from '@hexagone/schemas';
import { FormFields } from './FormFields';

export function ArrayFieldInput({ field, mode, label, helperText }: { field: FieldDef; mode: Mode; label: string; helperText?: string }) {
  return (
    <ArrayInput source={field.name} label={label} helperText={helperText}>
      <SimpleFormIterator inline disableReordering disableClear fullWidth>
        <FormFields fields={field.fields ?? []} mode={mode} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
