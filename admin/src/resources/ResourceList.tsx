/**
 * The generated list of a resource (spec 2 §2.1): columns are the fields marked `list`,
 * sortable where `sortable`; page size, sort and search placeholder come from `resource.list`;
 * the state (q, filters, sort, page) lives in the address.
 */
import { BulkDeleteButton, BulkExportButton, DataTable, List } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, type ResourceDef } from '@hexagone/schemas';
import { customKeys } from '../i18n';
import { FieldValue } from '../fields/FieldValue';
import { exporterFor } from './exporter';
import { listFilters } from './listFilters';
import { ListActions } from './ListActions';
import { ListPagination } from './ListPagination';
import { ResourceHeader } from './ResourceHeader';
import { RowActions } from './RowActions';

function BulkActions({ resource }: { resource: ResourceDef }) {
  return (
    <>
      {resource.operations.export && <BulkExportButton label="Exporter" />}
      {resource.operations.delete && (
        <BulkDeleteButton mutationMode="pessimistic" successMessage={customKeys.bulkDeleted} />
      )}
    </>
  );
}

export function ResourceList({ resource }: { resource: ResourceDef }) {
  const hasBulkActions = resource.operations.export || resource.operations.delete;
  return (
    <>
      <ResourceHeader resource={resource} screen="list" />
      <List
        perPage={resource.list.perPage}
        sort={resource.list.sort}
        filters={listFilters(resource)}
        debounce={SEARCH_DEBOUNCE_MS}
        actions={<ListActions resource={resource} />}
        pagination={<ListPagination />}
        exporter={resource.operations.export ? exporterFor(resource) : false}
        // An empty list keeps its toolbar and says 'Aucune donnée disponible' in the table.
        empty={false}
      >
        <DataTable rowClick="show" bulkActionButtons={hasBulkActions ? <BulkActions resource={resource} /> : false}>
          {resource.fields
            .filter((field) => field.list && !field.secret)
            .map((field) => (
              <DataTable.Col key={field.name} source={field.name} label={field.label} disableSort={!field.sortable}>
                <FieldValue field={field} />
              </DataTable.Col>
            ))}
          <DataTable.Col label="Actions" disableSort align="right">
            <RowActions resource={resource} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
