/**
 * A public image field of a form (a post's picture, the logo): the file picked is checked in
 * the browser with the shared engine (size, accepted types: the messages of spec 1 §5), sent
 * to the upload endpoint, and the form keeps the address it answers, shown as a preview; a
 * stored image can be removed. Private files have PrivateFileInput.
 */
import { Box, Button, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFile from '@mui/icons-material/UploadFile';
import { InputHelperText, useInput } from 'react-admin';
import { validateField } from '@hexagone/schemas';
import { useFileUpload, type FileInputProps } from './file-upload';
import { fileName, isFileAddress } from './files';

export function UploadInput({ field, label, disabled }: FileInputProps) {
  const { field: input, fieldState } = useInput({ source: field.name });
  const { uploading, fileError, attempt } = useFileUpload();
  const address = isFileAddress(input.value) ? input.value : undefined;

  // The file itself is checked here; whether the field may stay empty is the form's rule.
  const upload = (file: File) =>
    attempt(validateField({ ...field, required: false }, file), async (route, dataProvider) => {
      const { url } = await dataProvider.upload(route, { field: field.name, file });
      input.onChange(url);
    });

  const error = fileError ?? fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ mb: 2, width: '100%' }}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      {address && (
        <Box
          component="img"
          src={address}
          alt={`Aperçu : ${fileName(address)}`}
          sx={{ maxWidth: 320, maxHeight: 200, objectFit: 'contain', borderRadius: 1, mb: 1, alignSelf: 'flex-start' }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={disabled || uploading}>
          {uploading ? 'Envoi en cours...' : address ? 'Remplacer le fichier' : 'Choisir un fichier'}
          <input
            hidden
            type="file"
            aria-label={label}
            accept={field.accept}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        {address && (
          <Button color="error" startIcon={<DeleteOutline />} disabled={disabled || uploading} onClick={() => input.onChange(null)}>
            Retirer
          </Button>
        )}
      </Stack>
      <FormHelperText component="div">
        <InputHelperText error={error} helperText={field.helperText} />
      </FormHelperText>
    </FormControl>
  );
}
