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

export function NavigationSearch() {
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
      // On a phone the box takes what the bell and the account menu leave (its input would
      // otherwise keep the width of 20 characters and push them off screen).
      sx={{
        width: { xs: 'auto', sm: 320 },
        flex: { xs: '1 1 0', sm: '0 0 auto' },
        minWidth: 0,
        // The menu button, the bell, the refresh button and the account menu take about 200 px.
        maxWidth: { xs: 'calc(100vw - 200px)', sm: 'none' },
        mx: { xs: 1, sm: 2 },
        '& .MuiInputBase-root': { minWidth: 0 },
        '& .MuiAutocomplete-input': { minWidth: '0 !important', width: '100%' },
      }}
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
          placeholder="Rechercher..."
          slotProps={{
            htmlInput: { ...params.inputProps, size: 1, 'aria-label': 'Rechercher un écran ou un élément' },
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
