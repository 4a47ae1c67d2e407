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
  type InputProps,
} from 'react-admin';
import { defaultOf, instantText, isServerKept, parisInstant, parisWallTime, secretKind, type FieldDef, type Mode } from '@hexagone/schemas';
import { ArrayFieldInput } from './ArrayFieldInput';
import { GroupInput } from './GroupInput';
import { KeyValueInput } from './KeyValueInput';
import { choicesOf } from './choices';
import { referenceLabel, referencePerPage, referenceRoute, referenceSort } from './references';
import { DerivedInput } from './DerivedInput';
import { GroupedCheckboxInput } from './GroupedCheckboxInput';
import { JsonInput } from './JsonInput';
import { TagsInput } from './TagsInput';
import { PrivateFileInput } from './PrivateFileInput';
import { UploadInput } from './UploadInput';
import { ValueReferenceInput } from './ValueReferenceInput';

/** Whether the field is asked in a form of this mode (server-kept fields never are). */
export const isInForm = (field: FieldDef, mode: Mode): boolean =>
  !isServerKept(field) && field.type !== 'custom' && (mode === 'create' || !field.createOnly);

/** An encrypted secret is never sent back: on edit, leaving it empty keeps the stored one. */
const keepsWhenEmpty = (field: FieldDef, mode: Mode) => mode === 'edit' && secretKind(field) === 'encrypted';

/** What a datetime-local input shows of a stored instant: Paris's wall clock ('' when empty). */
const parisInputValue = (value: unknown): string => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : parisWallTime(value);
  if (typeof value !== 'string' || !value) return '';
  const instant = parisInstant(value);
  return instant ? parisWallTime(instant) : value;
};

export function FieldInput({ field, mode }: { field: FieldDef; mode: Mode }) {
  const common = {
    source: field.name,
    label: field.required && !keepsWhenEmpty(field, mode) ? `${field.label} *` : field.label,
    helperText: keepsWhenEmpty(field, mode) ? 'Inchangé si vide' : field.helperText,
    // Set on create, then shown locked: the server ignores it on update.
    disabled: mode === 'edit' && field.lockedOnEdit,
    // A line added to an array starts with its sub-fields' defaults (VAT 20 %), as the server would fill them.
    ...(field.default !== undefined ? { defaultValue: defaultOf(field) as InputProps['defaultValue'] } : {}),
  };

  if (field.deriveFrom && mode === 'create') {
    return <DerivedInput {...common} from={field.deriveFrom.field} placeholder={field.placeholder} />;
  }

  if (secretKind(field) === 'encrypted') return <PasswordInput {...common} autoComplete="new-password" />;

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
      // Typed and shown as Paris time whatever the browser's zone, stored as the instant it names.
      return <DateTimeInput {...common} format={parisInputValue} parse={instantText} />;
    case 'time':
      return <TimeInput {...common} />;
    case 'tags':
      return <TagsInput {...common} />;
    case 'json':
      return <JsonInput {...common} rows={field.rows} />;
    case 'group':
      return <GroupInput field={field} mode={mode} label={common.label} />;
    case 'array':
      return <ArrayFieldInput field={field} mode={mode} label={common.label} helperText={common.helperText} />;
    case 'keyvalue':
      return <KeyValueInput {...common} />;
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
      return <PrivateFileInput field={field} label={common.label} disabled={common.disabled} />;
    case 'image':
      return <UploadInput field={field} label={common.label} disabled={common.disabled} />;
  }
  return <TextInput {...common} placeholder={field.placeholder} />;
}
