/**
 * A ticket's details beside its thread (status, priority, category, customer, assignee, dates)
 * and its registry actions that apply in its state (assign, priority, resolve…), as on any
 * detail page; « Conversation » and « Répondre » are this page itself.
 */
import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { EditButton, LinkBase, ResourceContextProvider, useGetOne, type RaRecord } from 'react-admin';
import { actionApplies, actionsOf, fieldByName, supportTickets, ticketPagePath, type Values } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { plainValue } from '../fields/plain-value';

/** Actions this page does by itself: it is the thread, and has the reply box. */
const ON_THE_PAGE = new Set(['thread', 'reply']);

const label = (name: string) => fieldByName(supportTickets, name)?.label ?? name;
const shown = (ticket: Values, name: string) => plainValue(fieldByName(supportTickets, name)!, ticket[name]);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '9.5rem 1fr', gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function TicketDetails({ ticket, customer }: { ticket: Values & { id: string }; customer: { name: string; email: string } }) {
  const assignee = String(ticket.assigned_to ?? '');
  const { data: agent } = useGetOne('users', { id: assignee }, { enabled: Boolean(assignee) });
  const previous = String(ticket.follows_up ?? '');
  const { data: followed } = useGetOne(supportTickets.route, { id: previous }, { enabled: Boolean(previous) });
  const actions = actionsOf(supportTickets, 'row').filter((action) => !ON_THE_PAGE.has(action.name) && actionApplies(supportTickets, action, ticket));
  return (
    <Paper variant="outlined" component="section" aria-label="Détails du ticket" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Détails
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row term={label('status')}>{shown(ticket, 'status')}</Row>
        <Row term={label('priority')}>{shown(ticket, 'priority')}</Row>
        <Row term={label('category')}>{shown(ticket, 'category')}</Row>
        <Row term={label('user_id')}>
          {customer.name}
          {customer.email && (
            <>
              <br />
              <Typography component="span" variant="body2" color="text.secondary">
                {customer.email}
              </Typography>
            </>
          )}
        </Row>
        <Row term={label('assigned_to')}>{assignee ? String(agent?.name ?? agent?.email ?? '…') : 'Non assigné'}</Row>
        {followed && (
          <Row term={label('follows_up')}>
            <LinkBase to={ticketPagePath(followed)}>{`${String(followed.number ?? '')} — ${String(followed.subject ?? '')}`}</LinkBase>
          </Row>
        )}
        {Boolean(ticket.reopen_reason) && <Row term={label('reopen_reason')}>{String(ticket.reopen_reason)}</Row>}
        <Row term={label('created_at')}>{shown(ticket, 'created_at')}</Row>
        {Boolean(ticket.first_response_at) && <Row term={label('first_response_at')}>{shown(ticket, 'first_response_at')}</Row>}
        {Boolean(ticket.resolved_at) && <Row term={label('resolved_at')}>{shown(ticket, 'resolved_at')}</Row>}
      </Box>
      <ResourceContextProvider value={supportTickets.route}>
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {actions.map((action) => (
            <ActionButton key={action.name} resource={supportTickets} action={action} record={ticket as RaRecord} labelled />
          ))}
          <EditButton record={ticket as RaRecord} label="Modifier" />
        </Stack>
      </ResourceContextProvider>
    </Paper>
  );
}
