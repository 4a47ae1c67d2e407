/**
 * The grid view of a list: one card per record, with the same selection, bulk menu, row
 * actions and empty text as the table, and a sort menu in place of the column headers.
 */
import { Box, Checkbox, FormControlLabel, Grid, LinearProgress, Stack } from '@mui/material';
import { BulkActionsToolbar, ListNoResults, RecordContextProvider, SortButton, useListContext } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { BulkActions, hasBulkActions } from './BulkActions';
import { cardOf } from './cards';
import { RecordCard } from './RecordCard';
import { isSelectable } from './selectable';

export function ResourceGrid({ resource }: { resource: ResourceDef }) {
  const { data, isPending, selectedIds, onToggleItem, onSelect, onUnselectItems } = useListContext();
  const selectable = hasBulkActions(resource);
  const card = cardOf(resource);
  const sortable = ['_id', ...resource.fields.filter((field) => field.sortable && field.list).map((field) => field.name)];

  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <ListNoResults />;

  const pageIds: Identifier[] = data.filter((record) => isSelectable(resource, record)).map((record) => record.id);
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;

  return (
    <Box>
      {selectable && (
        <BulkActionsToolbar>
          <BulkActions resource={resource} />
        </BulkActionsToolbar>
      )}
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, pt: 1 }}>
        {selectable ? (
          <FormControlLabel
            label="Sélectionner la page"
            control={
              <Checkbox
                size="small"
                checked={allSelected}
                indeterminate={selectedOnPage > 0 && !allSelected}
                onChange={() =>
                  allSelected ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...pageIds])])
                }
              />
            }
          />
        ) : (
          <span />
        )}
        <SortButton fields={sortable} />
      </Stack>
      <Grid container spacing={2} sx={{ p: 2 }}>
        {data.map((record) => (
          <Grid key={record.id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
            <RecordContextProvider value={record}>
              <RecordCard
                resource={resource}
                card={card}
                selectable={selectable && isSelectable(resource, record)}
                selected={selectedIds.includes(record.id)}
                onToggle={() => onToggleItem(record.id)}
              />
            </RecordContextProvider>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
