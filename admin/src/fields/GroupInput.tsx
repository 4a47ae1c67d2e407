/** A group's sub-fields (a payment method) under one legend, each stored at `group.sub`. */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { SourceContextProvider, useSourceContext } from 'react-admin';
import type { FieldDef, Mode } from '@hexagone/schemas';
import { FormFields } from './FormFields';

export function GroupInput({ field, mode, label }: { field: FieldDef; mode: Mode; label: string }) {
  const parent = useSourceContext();
  const context = useMemo(
    () => ({ getSource: (source: string) => parent.getSource(`${field.name}.${source}`), getLabel: parent.getLabel }),
    [parent, field.name],
  );
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <SourceContextProvider value={context}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <FormFields fields={field.fields ?? []} mode={mode} />
        </Box>
      </SourceContextProvider>
    </Box>
  );
}
