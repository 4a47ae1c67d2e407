/**
 * The header search's box, shared by the search itself (NavigationSearch, loaded when the box is
 * pointed at or focused: its Autocomplete is not part of the first load) and the field shown until it is there.
 */
import { Box, InputAdornment, OutlinedInput } from '@mui/material';
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

export const searchAdornment = (
  <InputAdornment position="start">
    <Search fontSize="small" />
  </InputAdornment>
);

/**
 * The box as it looks before the search has loaded (until it is pointed at or focused): the outlined input a
 * label-less TextField draws, in a box laid out as its FormControl, without TextField itself — it brings Select,
 * FilledInput, InputLabel and FormHelperText into the first load (bench:admin), none of which the box shows.
 */
export function SearchBoxPlaceholder({ onFocus, onPointerEnter }: { onFocus?: () => void; onPointerEnter?: () => void }) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', position: 'relative', verticalAlign: 'top', ...SEARCH_BOX_SX }}>
      <OutlinedInput
        onFocus={onFocus}
        onPointerEnter={onPointerEnter}
        size="small"
        placeholder={SEARCH_PLACEHOLDER}
        slotProps={{ input: { size: 1, 'aria-label': SEARCH_LABEL, readOnly: true } }}
        startAdornment={searchAdornment}
      />
    </Box>
  );
}
