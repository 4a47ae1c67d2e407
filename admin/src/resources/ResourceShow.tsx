/** The generated detail view: every stored, non-secret field with its label, and the record's own actions above. */
import { EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { actionApplies, actionsOf, type ResourceDef } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { FieldValue } from '../fields/FieldValue';
import { ResourceHeader } from './ResourceHeader';

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
        <SimpleShowLayout>
          {resource.fields
            .filter((field) => !field.secret && !field.transient && !field.clientOnly)
            .map((field) => (
              <FieldValue key={field.name} field={field} variant="detail" source={field.name} label={field.label} />
            ))}
        </SimpleShowLayout>
      </Show>
    </>
  );
}
