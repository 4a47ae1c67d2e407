/**
 * A private file field of a form (a ticket's attachments), of one file or several: each file
 * picked is checked in the browser with the shared engine (size, kinds), sent to POST /api/files,
 * and the form keeps what the server answers ({ id, name, size, type }); the server checks the
 * bytes again and binds the files to the record when it is saved. A saved file downloads through
 * a signed link; any can be removed before saving.
 */
import { useState } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import { InputHelperText, useInput } from 'react-admin';
import { fileAcceptOf, messages, storedFilesOf, validateField, type StoredFile } from '@hexagone/schemas';
import { formatBytes } from '../monitoring/format';
import { useFileUpload, type FileInputProps } from './file-upload';
import { StoredFileLink } from './StoredFileLink';

export function PrivateFileInput({ field, label, disabled }: FileInputProps) {
  const { field: input, fieldState } = useInput({ source: field.name });
  const { uploading, fileError, attempt } = useFileUpload();
  // Uploaded since the form opened: no record holds them until it is saved, so they cannot be downloaded yet.
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const files = storedFilesOf(input.value);

  const upload = (picked: File[]) => {
    // Each file is checked on its own; how many the field holds, against the files already there.
    const one = { ...field, multiple: false, maxItems: undefined, required: false };
    const tooMany = field.multiple && field.maxItems !== undefined && files.length + picked.length > field.maxItems;
    const error = picked.map((file) => validateField(one, file)).find(Boolean) ?? (tooMany ? messages.maxItems(field.maxItems ?? 0) : undefined);
    return attempt(error, async (route, dataProvider) => {
      const added: StoredFile[] = [];
      for (const file of picked) added.push(await dataProvider.uploadFile(route, { field: field.name, file }));
      setUnsaved((ids) => new Set([...ids, ...added.map((file) => file.id)]));
      input.onChange(field.multiple ? [...files, ...added] : added[0]);
    });
  };

  const remove = (id: string) => input.onChange(field.multiple ? files.filter((file) => file.id !== id) : null);

  const error = fileError ?? fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ mb: 2, width: '100%' }}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      {files.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {files.map((file) => (
            <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {unsaved.has(file.id) ? <Typography component="span">{file.name}</Typography> : <StoredFileLink file={file} />}
              <Typography component="span" variant="body2" color="text.secondary">
                {formatBytes(file.size)}
              </Typography>
              <IconButton size="small" color="error" aria-label={`Retirer ${file.name}`} disabled={disabled || uploading} onClick={() => remove(file.id)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={disabled || uploading}>
          {uploading ? 'Envoi en cours...' : field.multiple ? 'Ajouter des fichiers' : files.length ? 'Remplacer le fichier' : 'Choisir un fichier'}
          <input
            hidden
            type="file"
            multiple={field.multiple}
            aria-label={label}
            accept={fileAcceptOf(field)}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              if (picked.length) void upload(picked);
            }}
          />
        </Button>
      </Stack>
      <FormHelperText component="div">
        <InputHelperText error={error} helperText={field.helperText} />
      </FormHelperText>
    </FormControl>
  );
}
