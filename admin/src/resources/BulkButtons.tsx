/** The buttons of the 'N sélectionné(s)' menu: the resource's bulk actions, Exporter, Supprimer. */
import { BulkDeleteButton, useListContext } from 'react-admin';
import { actionsOf, type ResourceDef } from '@hexagone/schemas';
import { exportFormatsOf } from './exporter';
import { ServerExportButton } from './ServerExportButton';
import { customKeys } from '../i18n';
import { ActionButton } from '../actions/ActionButton';

export function BulkButtons({ resource }: { resource: ResourceDef }) {
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
