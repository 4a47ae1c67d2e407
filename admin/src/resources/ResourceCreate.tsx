import { Create } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { ResourceForm } from './ResourceForm';
import { ResourceHeader } from './ResourceHeader';

export function ResourceCreate({ resource }: { resource: ResourceDef }) {
  return (
    <>
      <ResourceHeader resource={resource} screen="create" />
      <Create redirect="list">
        <ResourceForm resource={resource} mode="create" />
      </Create>
    </>
  );
}
