/**
 * The generated list of a resource (spec 2 §2.1): page size, sort and search placeholder
 * come from `resource.list`; the state (q, filters, sort, page) lives in the address. Above
 * it: the page header, the tabs of a tabbed screen and the stats strip; the records show as
 * a table or as cards, as the operator chooses. A singleton (a settings tab) has a form instead.
 * The cards and the singleton's form load on demand: most lists open as a table.
 */
import { ListBase, ListView, Loading, useCanAccess } from 'react-admin';
import { SEARCH_DEBOUNCE_MS, type ResourceDef } from '@hexagone/schemas';
import { filterRowsSx } from './filter-rows';
import { listFilters, searchPlaceholder } from './listFilters';
import { ListActions } from './ListActions';
import { ListAddressSync, useStateFromAddressOnOpen } from './ListAddressSync';
import { useListView } from './list-view';
import { ListPagination } from './ListPagination';
import { ResourceHeader } from './ResourceHeader';
import { ResourceTable } from './ResourceTable';
import { ResourceTabs } from './ResourceTabs';
import { StatsStrip } from './StatsStrip';
import { ScreenSuspense } from '../lazy-screen';
import { Forbidden } from '../pages/Forbidden';
import { ResourceGrid, ResourceSingleton } from '../screens';

export function ResourceList({ resource }: { resource: ResourceDef }) {
  // Opened by its address by a role the sidebar hides it from: said plainly (the API refuses anyway).
  const { canAccess } = useCanAccess({ action: resource.singleton ? 'show' : 'list', resource: resource.route });
  if (canAccess === false) return <Forbidden title={resource.label} icon={resource.icon} />;
  // A settings tab asks for its record as it mounts: not before it is known to be readable (no refused request, no error shown).
  if (resource.singleton && canAccess === undefined) return null;
  return resource.singleton ? (
    <ScreenSuspense>
      <ResourceSingleton resource={resource} />
    </ScreenSuspense>
  ) : (
    <RecordList resource={resource} />
  );
}

function RecordList({ resource }: { resource: ResourceDef }) {
  const [view] = useListView(resource);
  const storeKey = useStateFromAddressOnOpen(resource);
  const filters = listFilters(resource);
  return (
    <ListBase
      // The live screens reload on their own (every 30 s); react-query pauses it in a hidden tab.
      queryOptions={resource.list.refresh ? { refetchInterval: resource.list.refresh * 1000 } : undefined}
      // The address is kept in the readable form of list-address.ts by ListAddressSync.
      disableSyncWithLocation
      storeKey={storeKey}
      perPage={resource.list.perPage}
      sort={resource.list.sort}
      debounce={SEARCH_DEBOUNCE_MS}
      // Exports are made by the server (ServerExportButton), never from the rows loaded here.
      exporter={false}
      authLoading={<Loading />}
    >
      <ListAddressSync resource={resource} />
      <ResourceHeader resource={resource} screen="list" />
      <ResourceTabs resource={resource} />
      {resource.stats.length > 0 && <StatsStrip resource={resource} />}
      <ListView
        filters={filters}
        sx={filterRowsSx(filters.length - 1, searchPlaceholder(resource))}
        actions={<ListActions resource={resource} />}
        pagination={<ListPagination />}
        // An empty list keeps its toolbar and says 'Aucune donnée disponible' in the table.
        empty={false}
      >
        {view === 'grid' ? (
          <ScreenSuspense>
            <ResourceGrid resource={resource} />
          </ScreenSuspense>
        ) : (
          <ResourceTable resource={resource} />
        )}
      </ListView>
    </ListBase>
  );
}
