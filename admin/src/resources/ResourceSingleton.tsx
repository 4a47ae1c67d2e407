/**
 * The screen of a singleton resource (one settings tab): its one document as a form, no
 * list. It reads and writes `/{collection}/{SINGLETON_ID}`, which the API serves as the
 * resource's only document (created on the first save).
 */
import { Edit } from 'react-admin';
import { SINGLETON_ID, type ResourceDef } from '@hexagone/schemas';
import { ResourceForm } from './ResourceForm';
import { ResourceHeader } from './ResourceHeader';

export function ResourceSingleton({ resource }: { resource: ResourceDef }) {
  return (
    <>
      <ResourceHeader resource={resource} screen="list" />
      <Edit id={SINGLETON_ID} mutationMode="pessimistic" redirect={false} actions={false}>
        <ResourceForm resource={resource} mode="edit" />
      </Edit>
    </>
  );
}
