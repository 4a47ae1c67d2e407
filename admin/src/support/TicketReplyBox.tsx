/**
 * The one reply box of a ticket's page: an answer to the customer (e-mailed by the API) or,
 * with « Note interne », a note only the team reads, with attachments either way. Typing « / »
 * offers the canned responses whose shortcut starts with what follows; picking one puts its
 * text in place and counts its use. The files are checked here with the shared engine, then
 * sent, when the message goes, to the collection it goes to (a reply's or a note's files).
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { Alert, Box, Button, FormControlLabel, IconButton, List, ListItemButton, ListItemText, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import {
  fieldByName,
  fileAcceptOf,
  messages,
  replyOutcome,
  SUPPORT_MESSAGES,
  supportChatResponses,
  supportTicketMessages,
  supportTicketNotes,
  validateField,
  type StoredFile,
} from '@hexagone/schemas';
import { errorText } from '../actions/error-text';
import { mailNotice } from '../layout/mail-notice';
import { formatBytes } from '../monitoring/format';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { cannedFor, cannedMatches, withCanned, type CannedResponse } from './canned-response';

const ATTACHMENTS = fieldByName(supportTicketMessages, 'attachments')!;
const ONE_FILE = { ...ATTACHMENTS, multiple: false, maxItems: undefined, required: false };
const MAX_FILES = ATTACHMENTS.maxItems ?? 10;

/** Counts the use of a canned response and answers its text (variables filled by the API). */
async function takeCanned(response: CannedResponse): Promise<string> {
  const { json } = await httpClient(`/api/${supportChatResponses.name}/${encodeURIComponent(response.id)}/use`, { method: 'POST', body: '{}' });
  return String((json as { content?: string }).content ?? response.content);
}

export function TicketReplyBox({ ticketId }: { ticketId: string }) {
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [responses, setResponses] = useState<CannedResponse[]>([]);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams({ is_active: 'true', limit: '100', sort: 'usage_count', order: 'desc' });
    void httpClient(`/api/${supportChatResponses.name}?${query}`)
      .then(({ json }) => setResponses((json as { data: (CannedResponse & { _id?: string })[] }).data.map((r) => ({ ...r, id: String(r.id ?? r._id) }))))
      .catch(() => setResponses([]));
  }, []);

  const offered = cannedMatches(text, responses);

  const pick = async (response: CannedResponse) => {
    try {
      const content = await takeCanned(response);
      setText((current) => withCanned(current, content));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const attach = (picked: File[]) => {
    const refused = picked.map((file) => validateField(ONE_FILE, file)).find(Boolean) ?? (files.length + picked.length > MAX_FILES ? messages.maxItems(MAX_FILES) : undefined);
    setProblem(refused);
    if (!refused) setFiles([...files, ...picked]);
  };

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(undefined);
    const target = internal ? supportTicketNotes : supportTicketMessages;
    try {
      const canned = cannedFor(text, responses);
      const content = canned ? await takeCanned(canned) : text;
      const attachments: StoredFile[] = [];
      for (const file of files) attachments.push(await dataProvider.uploadFile(target.name, { field: ATTACHMENTS.name, file }));
      const { data: written } = await dataProvider.create(target.route, { data: { ticket_id: ticketId, content, attachments } });
      setText('');
      setFiles([]);
      setInternal(false);
      if (internal) notify(SUPPORT_MESSAGES.noted, { type: 'success' });
      else {
        // The e-mail to the customer went out as the answer was written: sent, or waiting in the outbox.
        const { data: sent } = await dataProvider.getOne(target.route, { id: written.id });
        const notice = mailNotice(replyOutcome(sent.mail_status));
        notify(notice.message, notice.options);
      }
      refresh();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper
      component="form"
      aria-label="Répondre au ticket"
      variant="outlined"
      onSubmit={send}
      sx={{ p: 2, borderColor: internal ? 'warning.main' : undefined, borderStyle: internal ? 'dashed' : undefined }}
    >
      <FormControlLabel
        control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} color="warning" />}
        label="Note interne (visible du support uniquement)"
      />
      <TextField
        label={internal ? 'Note interne' : 'Réponse au client'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText="Tapez « / » pour insérer une réponse prédéfinie"
        multiline
        minRows={4}
        fullWidth
        required
        inputProps={{ maxLength: 10000 }}
        sx={{ mt: 1 }}
      />
      {offered.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 240, overflow: 'auto' }}>
          <List dense aria-label="Réponses prédéfinies" disablePadding>
            {offered.map((response) => (
              <ListItemButton key={response.id} onClick={() => void pick(response)}>
                <ListItemText primary={`${response.shortcut} — ${response.title ?? ''}`} secondary={response.content} secondaryTypographyProps={{ noWrap: true }} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {files.length > 0 && (
        <Box component="ul" aria-label="Fichiers à joindre" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {files.map((file, index) => (
            <Box component="li" key={`${file.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="span">{file.name}</Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {formatBytes(file.size)}
              </Typography>
              <IconButton size="small" color="error" aria-label={`Retirer ${file.name}`} onClick={() => setFiles(files.filter((_, i) => i !== index))}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ mt: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<AttachFile />} disabled={sending}>
          Joindre des fichiers
          <input
            hidden
            type="file"
            multiple
            aria-label="Joindre des fichiers"
            accept={fileAcceptOf(ATTACHMENTS)}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              if (picked.length) attach(picked);
            }}
          />
        </Button>
        <Button type="submit" variant="contained" color={internal ? 'warning' : 'primary'} disabled={sending}>
          {sending ? 'Envoi en cours...' : internal ? 'Ajouter la note' : 'Envoyer la réponse'}
        </Button>
      </Stack>
    </Paper>
  );
}
