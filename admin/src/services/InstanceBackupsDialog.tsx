/**
 * « Télécharger une sauvegarde » of an instance: its backups, newest first, each with its
 * date, size and description, downloaded as the .tar.gz the server streams (through a signed
 * link: the session token never goes into an address).
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { instanceBackupPath, type FieldDef, type Values } from '@hexagone/schemas';
import type { CustomActionProps } from '../actions/custom-actions';
import { errorText } from '../actions/error-text';
import { plainValue } from '../fields/plain-value';
import { downloadSignedLink } from '../providers/signed-links';

export function InstanceBackupsDialog({ resource, record, open, onClose }: CustomActionProps) {
  const notify = useNotify();
  const [pending, setPending] = useState<string>();
  const column = (name: string) => resource.fields.find((field) => field.name === 'backups')?.fields?.find((field) => field.name === name) as FieldDef;
  const backups = (Array.isArray(record?.backups) ? [...(record.backups as Values[])] : []).reverse();

  const download = async (file: string) => {
    setPending(file);
    try {
      await downloadSignedLink(instanceBackupPath(record?.id, file));
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(undefined);
    }
  };

  const titleId = 'instance-backups-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Sauvegardes de {String(record?.name ?? '')}</DialogTitle>
      <DialogContent sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {['name', 'created_at', 'size', 'description'].map((name) => (
                <TableCell key={name}>{column(name).label}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {backups.map((backup) => {
              const file = String(backup.file ?? '');
              return (
                <TableRow key={file}>
                  <TableCell>{String(backup.name ?? '')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{plainValue(column('created_at'), backup.created_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{plainValue(column('size'), backup.size)}</TableCell>
                  <TableCell>{String(backup.description ?? '')}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<Download />}
                      disabled={pending === file}
                      aria-label={`Télécharger la sauvegarde ${String(backup.name ?? '')} (${file})`}
                      onClick={() => void download(file)}
                    >
                      Télécharger
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
