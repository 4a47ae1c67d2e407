/**
 * The form input of one registry field, by type. Bounds come from the declaration; the
 * messages come from the form-level validation (the shared engine), not from the inputs.
 */
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  TimeInput,
} from 'react-admin';
import type { FieldDef, Mode } from '@hexagone/schemas';
import { choicesOf } from './choices';
import { referenceLabel, referencePerPage, referenceRoute, referenceSort } from './references';
import { DerivedInput } from './DerivedInput';
import { GroupedCheckboxInput } from './GroupedCheckboxInput';
import { JsonInput } from './JsonInput';
import { TagsInput } from './TagsInput';
import { UploadInput } from './UploadInput';
import { ValueReferenceInput } from './ValueReferenceInput';

/** Whether the field is asked in a form of this mode (read-only fields never are). */
export const isInForm = (field: FieldDef, mode: Mode): boolean =>
  !field.readOnly && field.type !== 'custom' && (mode === 'create' || !field.createOnly);

export function FieldInput({ field, mode }: { field: FieldDef; mode: Mode }) {
  const common = {
    source: field.name,
    label: field.required ? `${field.label} *` : field.label,
    helperText: field.helperText,
    // Set on create, then shown locked: the server ignores it on update.
    disabled: mode === 'edit' && field.lockedOnEdit,
  };

  if (field.deriveFrom && mode === 'create') {
    return <DerivedInput {...common} from={field.deriveFrom.field} placeholder={field.placeholder} />;
  }

  switch (field.type) {
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'email':
    case 'tel':
    case 'url':
    case 'color':
      return <TextInput {...common} type={field.type} placeholder={field.placeholder} />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} step={field.step} />;
    case 'textarea':
      return <TextInput {...common} multiline minRows={field.rows ?? 3} placeholder={field.placeholder} />;
    case 'select':
      return <SelectInput {...common} choices={choicesOf(field)} />;
    case 'radio':
      return <RadioButtonGroupInput {...common} choices={choicesOf(field)} />;
    case 'multiselect':
      return field.optionGroups ? (
        <GroupedCheckboxInput field={field} label={common.label} disabled={common.disabled} />
      ) : (
        <CheckboxGroupInput {...common} choices={choicesOf(field)} />
      );
    case 'switch':
    case 'checkbox':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime-local':
      return <DateTimeInput {...common} />;
    case 'time':
      return <TimeInput {...common} />;
    case 'tags':
      return <TagsInput {...common} />;
    case 'json':
      return <JsonInput {...common} rows={field.rows} />;
    case 'reference':
      if (!field.reference) break;
      if (field.reference.valueField) return <ValueReferenceInput {...common} reference={field.reference} />;
      return (
        <ReferenceInput
          source={field.name}
          reference={referenceRoute(field.reference)}
          perPage={referencePerPage(field.reference)}
          sort={referenceSort(field.reference)}
          filter={field.reference.filter}
        >
          <AutocompleteInput {...common} optionText={referenceLabel(field.reference)} />
        </ReferenceInput>
      );
    case 'file':
    case 'image':
      return <UploadInput field={field} label={common.label} disabled={common.disabled} />;
  }
  return <TextInput {...common} placeholder={field.placeholder} />;
}
