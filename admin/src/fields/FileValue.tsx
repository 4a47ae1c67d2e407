/**
 * An image or file field's value: a public image's thumbnail (larger on a record's page), or
 * the names of the private files, each downloading its file through a signed link.
 */
import { Box, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isPrivateFileField, storedFilesOf, type FieldDef } from '@hexagone/schemas';
import { fileName, isFileAddress } from './files';
import { StoredFileLink } from './StoredFileLink';

export type ValueVariant = 'list' | 'detail';

const THUMBNAIL = { list: { width: 64, height: 40 }, detail: { width: 320, height: 180 } } as const;

export function FileValue({ field, variant }: { field: FieldDef; variant: ValueVariant }) {
  const record = useRecordContext();
  const address = record?.[field.name];
  if (isPrivateFileField(field)) {
    const files = storedFilesOf(address);
    if (!files.length) return null;
    return (
      <Stack direction={variant === 'list' ? 'row' : 'column'} spacing={variant === 'list' ? 1 : 0.5} alignItems="flex-start" flexWrap="wrap">
        {files.map((file) => (
          <StoredFileLink key={file.id} file={file} />
        ))}
      </Stack>
    );
  }
  if (!isFileAddress(address)) return null;
  return (
    <Box
      component="img"
      src={address}
      alt={`${field.label} : ${fileName(address)}`}
      loading="lazy"
      sx={{ ...THUMBNAIL[variant], objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
