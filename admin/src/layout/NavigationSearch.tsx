/** The header's search box: finds a back-office screen by name and opens it. */
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useNavigate } from 'react-admin';
import { NAVIGATION } from '@hexagone/schemas';
import { adminPath } from '../paths';

interface Screen {
  label: string;
  group: string;
  path: string;
}

const SCREENS: readonly Screen[] = NAVIGATION.flatMap((group) =>
  group.entries.map((entry) => ({ label: entry.label, group: group.label, path: entry.path })),
);

export function NavigationSearch() {
  const navigate = useNavigate();
  return (
    <Autocomplete
      options={SCREENS}
      groupBy={(screen) => screen.group}
      getOptionLabel={(screen) => screen.label}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      // Matches the group too: "Blog" lists the blog screens.
      filterOptions={(screens, { inputValue }) => {
        const text = inputValue.trim().toLocaleLowerCase('fr');
        return screens.filter((s) => `${s.group} ${s.label}`.toLocaleLowerCase('fr').includes(text));
      }}
      onChange={(_, screen) => screen && navigate(adminPath(screen.path))}
      value={null}
      blurOnSelect
      forcePopupIcon={false}
      noOptionsText="Aucun écran trouvé"
      size="small"
      sx={{ width: { xs: 'auto', sm: 280 }, flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0, mx: { xs: 1, sm: 2 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Rechercher..."
          aria-label="Rechercher un écran"
          slotProps={{
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
