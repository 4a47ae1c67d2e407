/**
 * The header's search box: finds back-office screens by name and, from two characters on,
 * records across the collections the operator reads (GET /api/search: users by name or
 * e-mail, posts, topics…); choosing one opens it.
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-admin';
import { NAVIGATION, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@hexagone/schemas';
import { adminPath } from '../paths';
import { searchRecords } from './header-api';
import { SEARCH_BOX_SX, SEARCH_LABEL, SEARCH_PLACEHOLDER } from './search-box';

const searchAdornment = (
  <InputAdornment position="start">
    <Search fontSize="small" />
  </InputAdornment>
);

interface Option {
  label: string;
  /** The heading it is listed under: the screen's area, or the record's collection. */
  group: string;
  path: string;
  detail?: string;
}

const SCREENS: readonly Option[] = NAVIGATION.flatMap((group) =>
  group.entries.map((entry) => ({ label: entry.label, group: `Écrans · ${group.label}`, path: entry.path })),
);

const matchingScreens = (text: string) => {
  const wanted = text.trim().toLocaleLowerCase('fr');
  // Matches the area too: "Blog" lists the blog screens.
  return SCREENS.filter((s) => `${s.group} ${s.label}`.toLocaleLowerCase('fr').includes(wanted));
};

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** `autoFocus`: the box was focused before the search had loaded. */
export function NavigationSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const { data: groups, isFetching } = useQuery({
    queryKey: ['hexagone', 'search', text],
    queryFn: () => searchRecords(text),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
  const options = useMemo<Option[]>(() => {
    const records = text.length >= SEARCH_MIN_LENGTH && groups
      ? groups.flatMap((group) => group.hits.map((hit) => ({ label: hit.label, detail: hit.detail, group: group.label, path: `${group.route}/${hit.id}/show` })))
      : [];
    return [...matchingScreens(input), ...records];
  }, [groups, input, text]);

  return (
    <Autocomplete
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      // Screens are filtered here, records by the server: nothing to filter again.
      filterOptions={(all) => all}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, option) => {
        if (!option) return;
        setInput('');
        navigate(adminPath(option.path));
      }}
      value={null}
      blurOnSelect
      forcePopupIcon={false}
      loading={isFetching}
      loadingText="Recherche..."
      noOptionsText={input.trim() ? 'Aucun résultat' : 'Tapez le nom d’un écran ou d’un élément'}
      size="small"
      sx={SEARCH_BOX_SX}
      slotProps={{ popper: { sx: { minWidth: { xs: 'calc(100vw - 16px)', sm: 380 } } } }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography variant="body2">{option.label}</Typography>
          {option.detail && (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
              {option.detail}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={SEARCH_PLACEHOLDER}
          slotProps={{
            htmlInput: { ...params.inputProps, size: 1, 'aria-label': SEARCH_LABEL },
            input: { ...params.InputProps, startAdornment: searchAdornment },
          }}
        />
      )}
    />
  );
}
