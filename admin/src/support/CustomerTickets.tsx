/**
 * The customer's other tickets beside a ticket: by their account, or for a visitor by the
 * e-mail they gave (the search finds it, the exact address is kept), newest first, each a link
 * to its page.
 */
import { Chip, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { LinkBase, useGetList } from 'react-admin';
import { fieldByName, supportTickets, ticketPagePath, type Values } from '@hexagone/schemas';
import { plainValue } from '../fields/plain-value';

const STATUS = fieldByName(supportTickets, 'status')!;
const CREATED = fieldByName(supportTickets, 'created_at')!;
const SHOWN = 10;

export function CustomerTickets({ ticket, customer }: { ticket: Values & { id: string }; customer: { email: string } }) {
  const filter = ticket.user_id ? { user_id: ticket.user_id } : { q: customer.email };
  const { data = [], total } = useGetList(supportTickets.route, {
    filter,
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN + 1 },
  });
  const others = data
    .filter((other) => String(other.id) !== String(ticket.id))
    .filter((other) => ticket.user_id || String(other.visitor_email ?? '').toLowerCase() === customer.email.toLowerCase())
    .slice(0, SHOWN);
  return (
    <Paper variant="outlined" component="section" aria-label="Autres tickets du client" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Autres tickets du client
      </Typography>
      {others.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aucun autre ticket.
        </Typography>
      ) : (
        <List dense disablePadding>
          {others.map((other) => (
            <ListItemButton key={other.id} component={LinkBase} to={ticketPagePath(other)} sx={{ px: 1, gap: 1 }}>
              <ListItemText primary={`${String(other.number ?? '')} — ${String(other.subject ?? '')}`} secondary={plainValue(CREATED, other.created_at)} />
              <Chip size="small" variant="outlined" label={plainValue(STATUS, other.status)} />
            </ListItemButton>
          ))}
        </List>
      )}
      {Boolean(ticket.user_id) && (total ?? 0) - 1 > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          {SHOWN} plus récents sur {(total ?? 0) - 1}
        </Typography>
      )}
    </Paper>
  );
}
