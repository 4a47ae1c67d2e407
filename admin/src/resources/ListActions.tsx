/**
 * The list's general menu (spec 2 §2.1): Ajouter (or the resource's own label), Importer,
 * Exporter tout, Actualiser, the resource's header actions, and the table / grid switch.
 */
import { CreateButton, RefreshButton, TopToolbar } from 'react-admin';
import { actionsOf, type ResourceDef } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { exportFormatsOf } from './exporter';
import { ServerExportButton } from './ServerExportButton';
import { ImportButton } from './ImportButton';
import { ViewToggle } from './ViewToggle';

export function ListActions({ resource }: { resource: ResourceDef }) {
  return (
    // Wraps on a phone rather than widening the page (the invoices' header has its accounting export too).
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {resource.operations.create && <CreateButton label={resource.list.createLabel ?? 'Ajouter'} />}
      {resource.operations.create && <ImportButton resource={resource} />}
      {/* Every row of the current search and filters, not only the page shown. */}
      {resource.operations.export &&
        exportFormatsOf(resource).map((format) => <ServerExportButton key={format} resource={resource} format={format} label="Exporter tout" />)}
      <RefreshButton label="Actualiser" />
      {actionsOf(resource, 'header').map((action) => (
        <ActionButton key={action.name} resource={resource} action={action} />
      ))}
      <ViewToggle resource={resource} />
    </TopToolbar>
  );
}
