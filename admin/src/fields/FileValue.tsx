/**
 * An image or file field's value: a thumbnail (larger on a record's page) or a link to the
 * file, opened in a new tab.
 */
import { Box, Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FieldDef } from '@hexagone/schemas';
import { fileName, isFileAddress } from './files';

export type ValueVariant = 'list' | 'detail';

const THUMBNAIL = { list: { width: 64, height: 40 }, detail: { width: 320, height: 180 } } as const;

export function FileValue({ field, variant }: { field: FieldDef; variant: ValueVariant }) {
  const record = useRecordContext();
  const address = record?.[field.name];
  if (!isFileAddress(address)) return null;
  if (field.type === 'image') {
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
  return (
    <Link href={address} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
      {fileName(address)}
    </Link>
  );
}
