/**
 * A map (webhook headers) edited as name/value rows. The rows are kept as typed (a row
 * whose name is still empty stays on screen); the form holds the map they make.
 */
import { useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { InputHelperText, useInput } from 'react-admin';
import { mapOf, rowsOf, type KeyValueRow } from './key-value';

interface KeyValueInputProps {
  source: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

export function KeyValueInput({ source, label, helperText, disabled }: KeyValueInputProps) {
  const { field, fieldState } = useInput({ source });
  const [rows, setRows] = useState<KeyValueRow[]>(() => rowsOf(field.value));

  const change = (next: KeyValueRow[]) => {
    setRows(next);
    field.onChange(mapOf(next));
  };
  const edit = (index: number, patch: Partial<KeyValueRow>) => change(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack spacing={1}>
        {rows.map((row, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <TextField size="small" label="Nom" value={row.key} disabled={disabled} onChange={(e) => edit(index, { key: e.target.value })} onBlur={field.onBlur} />
            <TextField size="small" label="Valeur" value={row.value} disabled={disabled} onChange={(e) => edit(index, { value: e.target.value })} onBlur={field.onBlur} sx={{ flex: 1 }} />
            <IconButton aria-label={`Supprimer ${row.key || 'la ligne'}`} disabled={disabled} onClick={() => change(rows.filter((_, i) => i !== index))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => setRows([...rows, { key: '', value: '' }])} sx={{ mt: 1 }}>
        Ajouter
      </Button>
      <InputHelperText error={fieldState.error?.message} helperText={helperText} />
    </Box>
  );
}
