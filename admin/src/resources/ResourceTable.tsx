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

/**
 * A dense list (`list.dense`) fits the page's width: a long name or e-mail breaks where it must
 * instead of widening its column, badges wrap between words, and the row's action icons sit
 * closer together.
 */
const DENSE_CELLS = {
  '& .MuiTableCell-root.RaDataTable-rowCell .MuiIconButton-root': { p: 0.5 },
  // A badge's words (« 8 h 00 restantes (réponse) ») go onto two lines rather than one wide chip.
  '& .MuiTableCell-root.RaDataTable-rowCell .MuiChip-root': { height: 'auto', py: 0.25 },
  '& .MuiTableCell-root.RaDataTable-rowCell .MuiChip-label': { whiteSpace: { sm: 'normal' } },
} as const;

/** The values of a dense list that may break inside a word: names with e-mails, addresses. */
const BREAKABLE = new Set(['reference', 'email', 'url']);
const BREAK_ANYWHERE = { overflowWrap: { sm: 'anywhere' } } as const;

export function ResourceTable({ resource }: { resource: ResourceDef }) {
  return (
    <DataTable
      rowClick="show"
      bulkActionButtons={hasBulkActions(resource) ? <BulkActions resource={resource} /> : false}
      isRowSelectable={(record) => isSelectable(resource, record)}
      size={resource.list.dense ? 'small' : undefined}
      sx={resource.list.dense ? { ...PHONE_COLUMNS, ...DENSE_CELLS } : PHONE_COLUMNS}
    >
      {resource.fields
        .filter((field) => field.list && !field.secret)
        .map((field) => (
          <DataTable.Col
            key={field.name}
            source={field.name}
            label={field.label}
            disableSort={!field.sortable}
            cellSx={resource.list.dense && BREAKABLE.has(field.type) ? () => BREAK_ANYWHERE : undefined}
          >
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
