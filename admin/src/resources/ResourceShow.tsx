/**
 * The generated detail view: the record's own actions above (an invoice's Télécharger,
 * Rembourser…), then every stored, non-secret field with its label, except those that do not
 * apply to the record: a field whose `visibleWhen` rule does not hold (« Suspendu jusqu'au » on
 * a trial) and an empty value (« Annulé le » never set, no attachment).
 */
import { EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { actionApplies, actionsOf, isEmptyValue, isFieldVisible, type ResourceDef } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { FieldValue } from '../fields/FieldValue';
import { ResourceHeader } from './ResourceHeader';

/** Zero and « Non » are values; nothing, an empty text, list or object are not. */
const isBlank = (value: unknown): boolean =>
  isEmptyValue(value) || (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && Object.keys(value).length === 0);

/** The record in context's stored, non-secret fields that apply to it and hold a value, with their labels. */
export function ShowFields({ resource }: { resource: ResourceDef }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SimpleShowLayout>
      {resource.fields
        .filter((field) => !field.secret && !field.transient && !field.clientOnly)
        .filter((field) => isFieldVisible(field, record) && !isBlank(record[field.name]))
        .map((field) => (
          <FieldValue key={field.name} field={field} variant="detail" source={field.name} label={field.label} />
        ))}
    </SimpleShowLayout>
  );
}

/** The row's actions that apply to this record in its state (an invoice's Télécharger, Rembourser…). */
function ShowActions({ resource }: { resource: ResourceDef }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {actionsOf(resource, 'row')
        .filter((action) => actionApplies(resource, action, record))
        .map((action) => (
          <ActionButton key={action.name} resource={resource} action={action} record={record} labelled />
        ))}
      {resource.operations.edit && <EditButton label="Modifier" />}
    </TopToolbar>
  );
}

export function ResourceShow({ resource }: { resource: ResourceDef }) {
  return (
    <>
      <ResourceHeader resource={resource} screen="show" />
      <Show actions={<ShowActions resource={resource} />}>
        <ShowFields resource={resource} />
      </Show>
    </>
  );
}
