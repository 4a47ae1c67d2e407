import { Edit } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { ResourceForm } from './ResourceForm';
import { ResourceHeader } from './ResourceHeader';

export function ResourceEdit({ resource }: { resource: ResourceDef }) {
  return (
    <>
      <ResourceHeader resource={resource} screen="edit" />
      {/* Pessimistic: a refusal or a field error from the server must reach the form, not an undo toast. */}
      <Edit mutationMode="pessimistic" redirect="list">
        <ResourceForm resource={resource} mode="edit" />
      </Edit>
    </>
  );
}
