/**
 * The signed-in account's open sessions (device, address, last activity), each of which can
 * be ended here; ending the current one signs out.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLogout, useNotify } from 'react-admin';
import { OWN_ACCOUNT_PATHS, type OpenSession } from '@hexagone/schemas';
import { formatMoment } from '../dashboard/format';
import { frenchError } from '../providers/errors';
import { httpClient } from '../providers/httpClient';

const SESSIONS_URL = `/api${OWN_ACCOUNT_PATHS.sessions}`;

/** `reload` changes when the sessions may have changed elsewhere on the page (a new password ends the others). */
export function ProfileSessions({ reload = 0 }: { reload?: number }) {
  const [sessions, setSessions] = useState<OpenSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ending, setEnding] = useState<string | null>(null);
  const notify = useNotify();
  const logout = useLogout();

  const load = useCallback(async () => {
    try {
      const { json } = await httpClient(SESSIONS_URL);
      setSessions((json as { data: OpenSession[] }).data);
      setError(null);
    } catch (failure) {
      setError((frenchError('getList', failure) as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reload]);

  const endOthers = async () => {
    setEnding('others');
    try {
      const { json } = await httpClient(`/api${OWN_ACCOUNT_PATHS.endOthers}`, { method: 'POST' });
      notify((json as { message: string }).message, { type: 'success' });
      await load();
    } catch (failure) {
      notify((frenchError('delete', failure) as Error).message, { type: 'error' });
    } finally {
      setEnding(null);
    }
  };

  const end = async (session: OpenSession) => {
    if (session.current) return logout();
    setEnding(session.id);
    try {
      await httpClient(`${SESSIONS_URL}/${encodeURIComponent(session.id)}`, { method: 'DELETE' });
      notify('Session terminée', { type: 'success' });
      await load();
    } catch (failure) {
      notify((frenchError('delete', failure) as Error).message, { type: 'error' });
    } finally {
      setEnding(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 960, mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Sessions ouvertes
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Les appareils connectés à votre compte. Terminez une session que vous ne reconnaissez pas.
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {sessions && (
          <TableContainer>
            <Table size="small" aria-label="Sessions ouvertes">
              <TableHead>
                <TableRow>
                  <TableCell>Appareil</TableCell>
                  <TableCell>Adresse IP</TableCell>
                  <TableCell>Dernière activité</TableCell>
                  <TableCell>Ouverte le</TableCell>
                  <TableCell align="right">Action</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((session) => (
                  <TableRow key={session.id}>
                    <TableCell>
                      <Stack direction="row" spacing={1} alignItems="center">
                        <span>{session.device}</span>
                        {session.current && <Chip size="small" color="primary" label="Cette session" />}
                      </Stack>
                    </TableCell>
                    <TableCell>{session.ip || '—'}</TableCell>
                    <TableCell>{formatMoment(session.last_seen)}</TableCell>
                    <TableCell>{formatMoment(session.created_at)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" color="warning" disabled={ending === session.id} onClick={() => void end(session)}>
                        {session.current ? 'Se déconnecter' : 'Terminer'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {sessions?.some((session) => !session.current) && (
          <Button sx={{ mt: 2 }} variant="outlined" color="warning" disabled={ending !== null} onClick={() => void endOthers()}>
            Terminer les autres sessions
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
