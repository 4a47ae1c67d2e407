/**
 * The generated detail view: every stored, non-secret field with its label, except those that
 * do not apply to the record: a field whose `visibleWhen` rule does not hold (« Suspendu
 * jusqu'au » on a trial) and an empty value (« Annulé le » never set, no attachment).
 */
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { isEmptyValue, isFieldVisible, type ResourceDef } from '@hexagone/schemas';
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

export function ResourceShow({ resource }: { resource: ResourceDef }) {
  return (
    <>
      <ResourceHeader resource={resource} screen="show" />
      <Show>
        <ShowFields resource={resource} />
      </Show>
    </>
  );
}
