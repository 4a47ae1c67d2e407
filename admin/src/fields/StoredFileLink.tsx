/**
 * A private file's name, downloading it when clicked: a one-minute signed link is asked for its
 * address (a link cannot carry the session), and the file comes as an attachment.
 */
import { Link } from '@mui/material';
import { useNotify } from 'react-admin';
import { privateFilePath, type StoredFile } from '@hexagone/schemas';
import { errorText } from '../actions/error-text';
import { downloadSignedLink } from '../providers/signed-links';

export function StoredFileLink({ file }: { file: StoredFile }) {
  const notify = useNotify();
  return (
    <Link
      component="button"
      type="button"
      title={`Télécharger ${file.name}`}
      onClick={(event) => {
        // In a list row, the click is the file's, not the row's.
        event.stopPropagation();
        downloadSignedLink(privateFilePath(file.id)).catch((error: unknown) => notify(errorText(error), { type: 'error' }));
      }}
      sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
    >
      {file.name}
    </Link>
  );
}
