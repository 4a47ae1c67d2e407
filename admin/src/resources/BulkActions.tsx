/**
 * The 'N sélectionné(s)' menu of a table. react-admin renders it, folded, with every list: its
 * buttons (BulkButtons.tsx, with the bulk delete and its dialog) load once a row is selected.
 */
import { Suspense } from 'react';
import { useListContext } from 'react-admin';
import { actionsOf, type ResourceDef } from '@hexagone/schemas';
import { lazyNamed } from '../lazy-screen';

const BulkButtons = lazyNamed(() => import('./BulkButtons'), 'BulkButtons');

export const hasBulkActions = (resource: ResourceDef): boolean =>
  resource.operations.export || resource.operations.delete || actionsOf(resource, 'bulk').length > 0;

export function BulkActions({ resource }: { resource: ResourceDef }) {
  const { selectedIds } = useListContext();
  return selectedIds.length > 0 ? (
    <Suspense fallback={null}>
      <BulkButtons resource={resource} />
    </Suspense>
  ) : null;
}
