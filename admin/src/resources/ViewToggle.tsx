/** The table / grid switch of a list. */
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import GridView from '@mui/icons-material/GridView';
import TableRows from '@mui/icons-material/TableRows';
import type { ResourceDef } from '@hexagone/schemas';
import { useListView, type ListView } from './list-view';

const VIEWS: { value: ListView; label: string; Icon: typeof GridView }[] = [
  { value: 'table', label: 'Vue tableau', Icon: TableRows },
  { value: 'grid', label: 'Vue grille', Icon: GridView },
];

export function ViewToggle({ resource }: { resource: ResourceDef }) {
  const [view, setView] = useListView(resource);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label="Affichage"
      onChange={(_, next: ListView | null) => next && setView(next)}
      sx={{ ml: 1 }}
    >
      {VIEWS.map(({ value, label, Icon }) => (
        <Tooltip key={value} title={label}>
          <ToggleButton value={value} aria-label={label} sx={{ py: 0.25 }}>
            <Icon fontSize="small" />
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
}
