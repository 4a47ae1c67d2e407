/** The buttons of the 'N sélectionné(s)' menu: the resource's bulk actions, Exporter, Supprimer. */
import { BulkDeleteButton, useListContext } from 'react-admin';
import { exportFormatsOf } from './exporter';
import { ServerExportButton } from './ServerExportButton';
import { actionsOf, type ResourceDef } from '@hexagone/schemas';
import { customKeys } from '../i18n';
import { ActionButton } from '../actions/ActionButton';

export const hasBulkActions = (resource: ResourceDef): boolean =>
  resource.operations.export || resource.operations.delete || actionsOf(resource, 'bulk').length > 0;

export function BulkActions({ resource }: { resource: ResourceDef }) {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <>
      {actionsOf(resource, 'bulk').map((action) => (
        <ActionButton
          key={action.name}
          resource={resource}
          action={action}
          ids={selectedIds}
          onDone={() => onUnselectItems()}
        />
      ))}
      {resource.operations.export &&
        exportFormatsOf(resource).map((format) => (
          <ServerExportButton key={format} resource={resource} format={format} label="Exporter" selected />
        ))}
      {resource.operations.delete && <BulkDeleteButton mutationMode="pessimistic" successMessage={customKeys.bulkDeleted} />}
    </>
  );
}
