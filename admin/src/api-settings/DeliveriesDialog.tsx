/** A webhook's delivery log: each message, every one of its attempts (time, status code, duration), the start of the last answer, a replay, and the test event. */
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useNotify } from 'react-admin';
import { WEBHOOK_MESSAGES } from '@hexagone/schemas';
import { formatMoment } from '../dashboard/format';
import { apiSettingsApi, type Webhook, type WebhookDelivery } from './api-settings-api';

const STATUS = { succeeded: { label: 'Réussie', color: 'success' }, failed: { label: 'Échouée', color: 'error' }, pending: { label: 'En attente', color: 'warning' } } as const;
/** The log follows the attempts while it is open. */
const REFRESH_MS = 2_000;

/** An attempt's moment to the second, in Paris: retries come seconds apart. */
const attemptMoment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

/** Every attempt of a delivery, in order (issue 37 §5: only the last one showed): when, the answer's status or none, how long. */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  if (!delivery.attempts.length) return <>—</>;
  return (
    <Box component="ol" aria-label={`Tentatives de ${delivery.event}`} sx={{ m: 0, pl: 2.5 }}>
      {delivery.attempts.map((attempt, index) => (
        <Box component="li" key={index} sx={{ color: attempt.ok ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}>
          {attemptMoment.format(new Date(attempt.at))} · {attempt.status_code ?? 'sans réponse'} · {attempt.duration_ms} ms
        </Box>
      ))}
    </Box>
  );
}

export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>([]);
  const notify = useNotify();

  const load = useCallback(() => {
    if (webhook) apiSettingsApi.deliveries(webhook.id).then(setDeliveries, () => undefined);
  }, [webhook]);

  useEffect(() => {
    setDeliveries([]);
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const run = (work: () => Promise<unknown>, done: string) => () =>
    void work().then(
      () => {
        notify(done, { type: 'success' });
        load();
      },
      () => undefined,
    );

  return (
    <Dialog open={Boolean(webhook)} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="webhook-deliveries-title">
      <DialogTitle id="webhook-deliveries-title">Livraisons{webhook ? ` : ${webhook.name}` : ''}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Livraisons du webhook">
          <TableHead>
            <TableRow>
              <TableCell>Événement</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell>Tentatives</TableCell>
              <TableCell>Dernière réponse</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>Aucune donnée disponible</TableCell>
              </TableRow>
            )}
            {deliveries.map((delivery) => {
              const last = delivery.attempts[delivery.attempts.length - 1];
              return (
                <TableRow key={delivery.id}>
                  <TableCell>
                    {delivery.event}
                    <br />
                    <small>{formatMoment(delivery.created_at)}</small>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS[delivery.status].color} label={STATUS[delivery.status].label} />
                  </TableCell>
                  <TableCell>
                    <Attempts delivery={delivery} />
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{last ? last.excerpt.slice(0, 80) || '—' : '—'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={run(() => apiSettingsApi.replay(webhook!.id, delivery.id), WEBHOOK_MESSAGES.replayed)}>
                      Relancer
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        {webhook && <Button onClick={run(() => apiSettingsApi.sendTest(webhook.id), WEBHOOK_MESSAGES.testSent)}>Envoyer un événement de test</Button>}
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
