/**
 * The header search's box, shared by the search itself (NavigationSearch, loaded when the box is
 * pointed at or focused: its Autocomplete is not part of the first load) and the field shown until it is there.
 */
import { Box } from '@mui/material';
import { styled } from '@mui/material/styles';
import Search from '@mui/icons-material/Search';

// On a phone the box takes what the bell and the account menu leave (its input would
// otherwise keep the width of 20 characters and push them off screen).
export const SEARCH_BOX_SX = {
  width: { xs: 'auto', sm: 320 },
  flex: { xs: '1 1 0', sm: '0 0 auto' },
  minWidth: 0,
  // The menu button, the bell, the refresh button and the account menu take about 200 px.
  maxWidth: { xs: 'calc(100vw - 200px)', sm: 'none' },
  mx: { xs: 1, sm: 2 },
  '& .MuiInputBase-root': { minWidth: 0 },
  '& .MuiAutocomplete-input': { minWidth: '0 !important', width: '100%' },
} as const;

export const SEARCH_PLACEHOLDER = 'Rechercher...';
export const SEARCH_LABEL = 'Rechercher un écran ou un élément';

/**
 * The small outlined input a label-less TextField draws (MUI's OutlinedInput measures, in the theme's colours),
 * as plain elements: MUI's InputBase, OutlinedInput, InputAdornment and TextareaAutosize then stay out of the
 * first load (bench:admin: about 5 kB) until the search itself loads, on hover or focus, and replaces it.
 */
const PlaceholderFrame = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: 40,
  // 14 px from the outer edge, as OutlinedInput (whose border is drawn outside its padding).
  paddingLeft: 13,
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
  color: theme.palette.text.primary,
  cursor: 'text',
  '&:hover': { borderColor: theme.palette.text.primary },
  '& > svg': { marginRight: 8, color: theme.palette.action.active },
  '& > input': {
    font: 'inherit',
    color: 'currentColor',
    background: 'none',
    border: 0,
    outline: 0,
    margin: 0,
    padding: '8.5px 14px 8.5px 0',
    minWidth: 0,
    width: '100%',
    '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
  },
}));

/** The box as it looks before the search has loaded (until it is pointed at or focused), laid out as TextField's FormControl. */
export function SearchBoxPlaceholder({ onFocus, onPointerEnter }: { onFocus?: () => void; onPointerEnter?: () => void }) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', position: 'relative', verticalAlign: 'top', ...SEARCH_BOX_SX }}>
      <PlaceholderFrame onPointerEnter={onPointerEnter}>
        <Search fontSize="small" />
        <input onFocus={onFocus} size={1} placeholder={SEARCH_PLACEHOLDER} aria-label={SEARCH_LABEL} readOnly />
      </PlaceholderFrame>
    </Box>
  );
}
