/**
 * The generated create/edit form: one input per field active in this mode, validated as a
 * whole by the shared engine (its French messages show under each field as they are).
 */
import { SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { defaultValues, deleteOffered, fieldsForCreate, validateValues, type Mode, type ResourceDef } from '@hexagone/schemas';
import { FormFields } from '../fields/FormFields';
import { nestErrors } from '../fields/nested-errors';
import { KEEP_TYPED_VALUES } from '../fields/form-options';
import { readUserId } from '../providers/session';
import { DeleteRecordButton } from './DeleteRecordButton';

function FormToolbar({ resource, mode }: { resource: ResourceDef; mode: Mode }) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {/* Enabled on an untouched create form: submitting shows every error (spec 1 §4 'Generic form'). */}
      <SaveButton alwaysEnable={mode === 'create'} />
      {mode === 'edit' && record && deleteOffered(resource, record, readUserId()) && <DeleteRecordButton kind="button" redirect="list" />}
    </Toolbar>
  );
}

export function ResourceForm({ resource, mode }: { resource: ResourceDef; mode: Mode }) {
  return (
    <SimpleForm
      // The registry's rules speak French and match the server; the browser's own bubbles would not.
      noValidate
      validate={(values) => nestErrors(validateValues(resource, values, { mode }))}
      defaultValues={mode === 'create' ? defaultValues(resource) : undefined}
      toolbar={<FormToolbar resource={resource} mode={mode} />}
      resetOptions={KEEP_TYPED_VALUES}
      sx={{ maxWidth: 760 }}
    >
      <FormFields fields={mode === 'create' ? fieldsForCreate(resource.fields, resource.states) : resource.fields} mode={mode} />
    </SimpleForm>
  );
}
