/**
 * The page of one ticket (/webmaster/support/tickets/{id}/show), where an agent works it: the
 * thread with the internal notes and the attachments, the one reply box, and beside them the
 * ticket's details and actions, its SLA with the due times, and the customer's other tickets.
 * The page follows the ticket live: a customer's message or a change of the ticket shows at once.
 */
import { useParams } from 'react-router-dom';
import { Alert, Box, Grid, Typography } from '@mui/material';
import { useGetList, useGetOne, useRefresh } from 'react-admin';
import { SUPPORT_MESSAGES, supportTicketMessages, supportTicketNotes, supportTickets, type Values } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';
import { useCollectionStream } from '../providers/useCollectionStream';
import { CustomerTickets } from './CustomerTickets';
import { TicketDetails } from './TicketDetails';
import { TicketReplyBox } from './TicketReplyBox';
import { TicketSlaCard } from './TicketSlaCard';
import { TicketThreadView } from './TicketThreadView';
import { customerOf, ticketThread } from './ticket-thread';

/** A thread longer than this is rare; the API serves 100 records a page at most. */
const THREAD_PAGE = { page: 1, perPage: 100 };
const BY_TIME = { field: 'created_at', order: 'ASC' } as const;

export function TicketScreen() {
  const { id = '' } = useParams();
  const refresh = useRefresh();
  const { data: ticket, error } = useGetOne<Values & { id: string }>(supportTickets.route, { id });
  const { data: account } = useGetOne('users', { id: String(ticket?.user_id ?? '') }, { enabled: Boolean(ticket?.user_id) });
  const { data: messages = [] } = useGetList(supportTicketMessages.route, { filter: { ticket_id: id }, sort: BY_TIME, pagination: THREAD_PAGE });
  const { data: notes = [] } = useGetList(supportTicketNotes.route, { filter: { ticket_id: id }, sort: BY_TIME, pagination: THREAD_PAGE });

  const mine = (record: Values) => String(record.ticket_id) === id || String(record._id ?? record.id) === id;
  useCollectionStream(supportTicketMessages.name, { created: (record) => mine(record) && refresh(), updated: (record) => mine(record) && refresh() });
  useCollectionStream(supportTickets.name, { updated: (record) => mine(record) && refresh() });

  const title = ticket ? `${String(ticket.number ?? '')} — ${String(ticket.subject ?? '')}` : 'Ticket';
  const customer = ticket ? customerOf(ticket, account) : undefined;
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={title}
        description={supportTickets.description}
        icon={supportTickets.icon}
        breadcrumb={[{ label: 'Support' }, { label: 'Tickets', path: adminPath(supportTickets.route) }, { label: String(ticket?.number ?? 'Ticket') }]}
      />
      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : !ticket || !customer ? (
        <Typography color="text.secondary">Chargement…</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
            <TicketThreadView thread={ticketThread(ticket, customer.name, messages, notes)} messages={messages} />
            <Box id="repondre" sx={{ mt: 2 }}>
              {ticket.status === 'closed' ? <Alert severity="info">{SUPPORT_MESSAGES.closed}</Alert> : <TicketReplyBox ticketId={id} />}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TicketDetails ticket={ticket} customer={customer} />
            <TicketSlaCard ticket={ticket} />
            <CustomerTickets ticket={ticket} customer={customer} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
