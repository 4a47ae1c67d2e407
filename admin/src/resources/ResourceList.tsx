/**
 * The generated list of a resource (spec 2 §2.1): page size, sort and search placeholder
 * come from `resource.list`; the state (q, filters, sort, page) lives in the address. Above
 * it: the page header, the tabs of a tabbed screen and the stats strip; the records show as
 * a table or as cards, as the operator chooses.
 */
import { ListBase, ListView, Loading } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, type ResourceDef } from '@hexagone/schemas';
import { listFilters } from './listFilters';
import { ListActions } from './ListActions';
import { useListView } from './list-view';
import { ListPagination } from './ListPagination';
import { ResourceGrid } from './ResourceGrid';
import { ResourceHeader } from './ResourceHeader';
import { ResourceTable } from './ResourceTable';
import { ResourceTabs } from './ResourceTabs';
import { StatsStrip } from './StatsStrip';

export function ResourceList({ resource }: { resource: ResourceDef }) {
  const [view] = useListView(resource);
  return (
    <ListBase
      perPage={resource.list.perPage}
      sort={resource.list.sort}
      debounce={SEARCH_DEBOUNCE_MS}
      // Exports are made by the server (ServerExportButton), never from the rows loaded here.
      exporter={false}
      authLoading={<Loading />}
    >
      <ResourceHeader resource={resource} screen="list" />
      <ResourceTabs resource={resource} />
      {resource.stats.length > 0 && <StatsStrip resource={resource} />}
      <ListView
        filters={listFilters(resource)}
        actions={<ListActions resource={resource} />}
        pagination={<ListPagination />}
        // An empty list keeps its toolbar and says 'Aucune donnée disponible' in the table.
        empty={false}
      >
        {view === 'grid' ? <ResourceGrid resource={resource} /> : <ResourceTable resource={resource} />}
      </ListView>
    </ListBase>
  );
}
