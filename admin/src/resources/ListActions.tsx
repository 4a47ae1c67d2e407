/** The list's general menu (spec 2 §2.1): Ajouter, Importer, Exporter tout, Actualiser. */
import { CreateButton, ExportButton, RefreshButton, TopToolbar, useListContext } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { ImportButton } from './ImportButton';

export function ListActions({ resource }: { resource: ResourceDef }) {
  const { total } = useListContext();
  return (
    <TopToolbar>
      {resource.operations.create && <CreateButton label="Ajouter" />}
      {resource.operations.create && <ImportButton resource={resource} />}
      {/* Every row of the current search and filters, not only the page shown. */}
      {resource.operations.export && <ExportButton label="Exporter tout" maxResults={total || undefined} />}
      <RefreshButton label="Actualiser" />
    </TopToolbar>
  );
}
