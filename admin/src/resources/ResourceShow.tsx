/** The generated detail view: every stored, non-secret field with its label. */
import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { FieldValue } from '../fields/FieldValue';
import { ResourceHeader } from './ResourceHeader';

/** Every stored, non-secret field of the record in context, with its label. */
export function ShowFields({ resource }: { resource: ResourceDef }) {
  return (
    <SimpleShowLayout>
      {resource.fields
        .filter((field) => !field.secret && !field.transient && !field.clientOnly)
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
