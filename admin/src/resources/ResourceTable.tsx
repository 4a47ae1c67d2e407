/**
 * The table view of a list: the fields marked `list` (sortable where `sortable`), the
 * computed badges, then the row actions; a row opens the record.
 */
import { DataTable } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { FieldValue } from '../fields/FieldValue';
import { ToggleValue } from '../fields/ToggleValue';
import { BadgeChip } from './BadgeChip';
import { BulkActions, hasBulkActions } from './BulkActions';
import { RowActions } from './RowActions';
import { isSelectable } from './selectable';

/**
 * On a phone the table scrolls sideways in its box (layout/Layout.tsx): each column takes the
 * width its values need, up to about 14 characters before wrapping, rather than squeezing a
 * service's name onto five lines to fit 390 px.
 */
const PHONE_COLUMNS = {
  '& .RaDataTable-table': { width: { xs: 'max-content', sm: '100%' } },
  '& .RaDataTable-rowCell': { maxWidth: { xs: '14em', sm: 'none' } },
} as const;

export function ResourceTable({ resource }: { resource: ResourceDef }) {
  return (
    <DataTable
      rowClick="show"
      bulkActionButtons={hasBulkActions(resource) ? <BulkActions resource={resource} /> : false}
      isRowSelectable={(record) => isSelectable(resource, record)}
      sx={PHONE_COLUMNS}
    >
      {resource.fields
        .filter((field) => field.list && !field.secret)
        .map((field) => (
          <DataTable.Col key={field.name} source={field.name} label={field.label} disableSort={!field.sortable}>
            {field.toggle && resource.operations.edit ? <ToggleValue field={field} /> : <FieldValue field={field} />}
          </DataTable.Col>
        ))}
      {(resource.list.badges ?? []).map((badge) => (
        <DataTable.Col key={badge.name} label={badge.label} disableSort render={(record) => <BadgeChip badge={badge} record={record} />} />
      ))}
      <DataTable.Col label="Actions" disableSort align="right">
        <RowActions resource={resource} />
      </DataTable.Col>
    </DataTable>
  );
}
