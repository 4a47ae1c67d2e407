/**
 * The thread of a ticket on its page: the customer's request, the messages and the internal
 * notes in the order they were written, attachments under each; a note is marked « Note
 * interne » on its own colour, a hidden message shows its trace (who, when, why) and its text
 * only on demand. « Masquer » is the messages' registry action (the API keeps the trace).
 */
import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { actionsOf, actionApplies, fieldByName, supportTicketMessages, type Values } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { StoredFileLink } from '../fields/StoredFileLink';
import { plainValue } from '../fields/plain-value';
import type { ThreadEntry } from './ticket-thread';

const SENT_AT = fieldByName(supportTicketMessages, 'created_at')!;
const HIDE = actionsOf(supportTicketMessages, 'row').find((action) => action.name === 'hide')!;

const KIND_LABELS: Record<ThreadEntry['kind'], string> = {
  request: 'Demande du client',
  customer: 'Client',
  staff: 'Réponse du support',
  note: 'Note interne',
};

function Attachments({ entry }: { entry: ThreadEntry }) {
  if (!entry.attachments.length) return null;
  return (
    <Box component="ul" aria-label="Pièces jointes" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {entry.attachments.map((file) => (
        <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AttachFile fontSize="small" aria-hidden />
          <StoredFileLink file={file} />
        </Box>
      ))}
    </Box>
  );
}

function HiddenTrace({ entry }: { entry: ThreadEntry }) {
  const [shown, setShown] = useState(false);
  const hidden = entry.hidden!;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        Message masqué par {hidden.by} le {plainValue(SENT_AT, hidden.at)} — motif : {hidden.reason}
      </Typography>
      <Button size="small" onClick={() => setShown(!shown)} sx={{ px: 0 }}>
        {shown ? 'Cacher le texte' : 'Afficher le texte'}
      </Button>
      {shown && <Typography sx={{ whiteSpace: 'pre-wrap', opacity: 0.7 }}>{entry.content}</Typography>}
    </>
  );
}

function Entry({ entry, messages }: { entry: ThreadEntry; messages: ReadonlyMap<string, Values> }) {
  const fromTeam = entry.kind === 'staff' || entry.kind === 'note';
  const message = entry.kind === 'customer' || entry.kind === 'staff' ? messages.get(entry.id) : undefined;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${KIND_LABELS[entry.kind]} — ${entry.author}`}
      sx={{
        p: 1.5,
        ml: fromTeam ? { sm: 6 } : 0,
        mr: fromTeam ? 0 : { sm: 6 },
        borderColor: entry.kind === 'note' ? 'warning.main' : undefined,
        borderStyle: entry.kind === 'note' ? 'dashed' : undefined,
        bgcolor: entry.kind === 'note' ? 'rgba(237, 108, 2, 0.08)' : entry.kind === 'staff' ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {entry.author}
        </Typography>
        <Chip size="small" label={KIND_LABELS[entry.kind]} color={entry.kind === 'note' ? 'warning' : entry.kind === 'staff' ? 'primary' : 'default'} variant="outlined" />
        <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
          {plainValue(SENT_AT, entry.at)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {message && actionApplies(supportTicketMessages, HIDE, message) && (
          <ResourceContextProvider value={supportTicketMessages.route}>
            <ActionButton resource={supportTicketMessages} action={HIDE} record={message as RaRecord} />
          </ResourceContextProvider>
        )}
      </Stack>
      {entry.hidden ? <HiddenTrace entry={entry} /> : <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.content}</Typography>}
      {!entry.hidden && <Attachments entry={entry} />}
    </Paper>
  );
}

export function TicketThreadView({ thread, messages }: { thread: readonly ThreadEntry[]; messages: readonly Values[] }) {
  const byId = new Map(messages.map((message) => [String(message.id ?? message._id), message]));
  return (
    <Stack component="section" aria-label="Fil du ticket" spacing={1.5}>
      {thread.map((entry) => (
        <Entry key={entry.key} entry={entry} messages={byId} />
      ))}
    </Stack>
  );
}
