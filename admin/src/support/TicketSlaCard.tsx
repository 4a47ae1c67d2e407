/**
 * A ticket's service levels on its page: for the first response and the resolution, the
 * target, where it stands (met, missed, paused while the customer is waited for, time left)
 * and, while its clock runs, when it falls due (Paris time).
 */
import { Paper, Stack, Typography } from '@mui/material';
import { formatDuration, PARIS_TIME_ZONE, slaDueAt, slaTargetOf, supportTickets, ticketSla, type SlaMeasure, type Values } from '@hexagone/schemas';
import { BadgeChip } from '../resources/BadgeChip';

const SLA_BADGE = supportTickets.list.badges!.find((badge) => badge.name === 'sla')!;

const DUE = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const HOUR_MS = 3_600_000;

function state(measure: SlaMeasure, paused: boolean): string {
  if (measure.done) return measure.breached ? `Dépassé de ${formatDuration(measure.remainingMs)}` : 'Respecté';
  if (measure.breached) return `Dépassé de ${formatDuration(measure.remainingMs)}`;
  return paused ? `En pause, ${formatDuration(measure.remainingMs)} restantes` : `${formatDuration(measure.remainingMs)} restantes`;
}

function Measure({ title, ticket, measure, paused, hours }: { title: string; ticket: Values; measure: SlaMeasure; paused: boolean; hours: number }) {
  const due = slaDueAt(ticket, measure, paused);
  return (
    <Stack spacing={0.25}>
      <Typography variant="subtitle2" component="h3">
        {title} — objectif {hours} h
      </Typography>
      <Typography variant="body2" color={measure.breached ? 'error' : 'text.primary'}>
        {state(measure, paused)}
      </Typography>
      {due && (
        <Typography variant="body2" color="text.secondary">
          Échéance : {DUE.format(due)}
        </Typography>
      )}
    </Stack>
  );
}

export function TicketSlaCard({ ticket }: { ticket: Values }) {
  const sla = ticketSla(ticket);
  const target = slaTargetOf(ticket.priority);
  return (
    <Paper variant="outlined" component="section" aria-label="SLA" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          SLA
        </Typography>
        <BadgeChip badge={SLA_BADGE} record={ticket} />
      </Stack>
      <Stack spacing={1.5}>
        <Measure title="Première réponse" ticket={ticket} measure={sla.firstResponse} paused={sla.paused} hours={target.firstResponseHours} />
        <Measure title="Résolution" ticket={ticket} measure={sla.resolution} paused={sla.paused} hours={target.resolutionHours} />
        <Typography variant="caption" color="text.secondary">
          {target.clock === 'continuous' ? 'Compté 24 h/24 (urgent).' : 'Compté en heures ouvrées, du lundi au vendredi de 9 h à 18 h.'}
          {sla.paused ? ' En attente du client : le compteur est arrêté.' : ''}
          {sla.firstResponse.remainingMs > 0 && sla.firstResponse.remainingMs < HOUR_MS && !sla.firstResponse.done ? ' Moins d’une heure pour répondre.' : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}
