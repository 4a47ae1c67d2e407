/**
 * The agent's page of one live chat (/webmaster/support/chat/{id}, opened by 'Rejoindre'): the
 * history, the messages as they come (the platform's stream of the chat messages, through a
 * signed link) with the visitor's typing, and the agent's answer, where a canned response's
 * /shortcut typed alone is replaced by its text (its use counted by the API); the agent's own
 * typing goes to the visitor, at most once every few seconds.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { ResourceContextProvider, useGetOne, type RaRecord } from 'react-admin';
import {
  actionApplies,
  actionsOf,
  CHAT_SESSION_STATUSES,
  supportChatMessages,
  supportChatResponses,
  supportChatSessions,
  TYPING_SHOWN_MS,
  typingNotifier,
  typingText,
} from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';
import { httpClient } from '../providers/httpClient';
import { signedLinkFor, withSignedLink } from '../providers/signed-links';
import { useCollectionStream } from '../providers/useCollectionStream';
import { ActionButton } from '../actions/ActionButton';
import { cannedFor, type CannedResponse } from './canned-response';

interface ChatMessage {
  id: string;
  session_id: string;
  sender: string;
  author_name: string;
  content: string;
  created_at: string;
}

const TEXTS = {
  title: 'Conversation',
  description: 'Répondez au visiteur en direct. Tapez le raccourci d’une réponse prédéfinie (/bonjour) pour l’insérer.',
  answer: 'Votre message',
  send: 'Envoyer',
  ended: 'Cette conversation est terminée.',
  interrupted: 'Le suivi en direct s’est interrompu : rechargez la page.',
  empty: 'Aucun message pour le moment.',
  agent: 'Agent :',
  noAgent: 'Aucun agent : votre réponse vous donne la conversation',
};

/** The chat's own actions on its page: end it, hand it over (« Rejoindre » is this page). */
const CONSOLE_ACTIONS = actionsOf(supportChatSessions, 'row').filter((action) => action.name === 'end' || action.name === 'transfer');

const api = (path: string) => `/api${path}`;
const statusLabel = (status: unknown) => CHAT_SESSION_STATUSES.find((option) => option.value === status)?.label ?? String(status ?? '');

export function AgentChat() {
  const { id = '' } = useParams();
  const { data: session, refetch } = useGetOne(supportChatSessions.route, { id });
  const { data: agent } = useGetOne('users', { id: String(session?.agent ?? '') }, { enabled: Boolean(session?.agent) });
  // The chat's state as it changes (taken, transferred, ended), whoever changed it.
  useCollectionStream(supportChatSessions.name, { updated: (record) => String(record._id ?? record.id) === id && void refetch() });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [responses, setResponses] = useState<CannedResponse[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [typing, setTyping] = useState<string>();
  const bottom = useRef<HTMLDivElement>(null);
  const typingTimer = useRef<number>(undefined);
  const notifyTyping = useMemo(
    () => typingNotifier(() => void httpClient(api(`/support/chat/sessions/${encodeURIComponent(id)}/typing`), { method: 'POST', body: '{}' }).catch(() => undefined)),
    [id],
  );

  const add = useCallback((message: ChatMessage) => setMessages((current) => (current.some((m) => m.id === message.id) ? current : [...current, message])), []);

  useEffect(() => {
    const query = new URLSearchParams({ session_id: id, limit: '100', sort: 'created_at', order: 'asc' });
    void httpClient(api(`/${supportChatMessages.name}?${query}`)).then(({ json }) => setMessages((json as { data: ChatMessage[] }).data));
    void httpClient(api(`/${supportChatResponses.name}?is_active=true&limit=100`)).then(({ json }) => setResponses((json as { data: CannedResponse[] }).data));
  }, [id]);

  useEffect(() => {
    let source: EventSource | undefined;
    let closed = false;
    const address = api(`/streams/${supportChatMessages.name}`);
    signedLinkFor(address)
      .then((signature) => {
        if (closed) return;
        source = new EventSource(withSignedLink(address, signature));
        source.addEventListener('created', (event) => {
          const { record } = JSON.parse((event as MessageEvent<string>).data) as { record: ChatMessage & { _id?: string } };
          if (String(record.session_id) !== id) return;
          if (record.sender === 'visitor') setTyping(undefined);
          add({ ...record, id: String(record.id ?? record._id) });
        });
        source.addEventListener('typing', (event) => {
          const { record } = JSON.parse((event as MessageEvent<string>).data) as { record: { session_id: string; sender: string; author_name: string } };
          if (String(record.session_id) !== id || record.sender !== 'visitor') return;
          setTyping(record.author_name);
          window.clearTimeout(typingTimer.current);
          typingTimer.current = window.setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
        });
        source.onerror = () => {
          source?.close();
          setProblem(TEXTS.interrupted);
        };
      })
      .catch(() => setProblem(TEXTS.interrupted));
    return () => {
      closed = true;
      source?.close();
      window.clearTimeout(typingTimer.current);
    };
  }, [id, add]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The box empties as the message leaves: what the agent types while it is on its way (the
    // visitor may see it before the answer comes back) is the next message, never wiped by that
    // answer. A message that could not leave comes back into an empty box.
    const draft = text;
    setText('');
    try {
      const canned = cannedFor(draft, responses);
      let content = draft;
      if (canned) {
        const { json } = await httpClient(api(`/${supportChatResponses.name}/${canned.id}/use`), { method: 'POST', body: '{}' });
        content = String((json as { content: string }).content);
      }
      const { json } = await httpClient(api(`/${supportChatMessages.name}`), { method: 'POST', body: JSON.stringify({ session_id: id, content }) });
      add({ ...(json as ChatMessage), id: String((json as { id?: string; _id?: string }).id ?? (json as { _id?: string })._id) });
      notifyTyping.sent();
      setProblem(undefined);
    } catch (error) {
      setText((current) => current || draft);
      setProblem((error as Error).message);
    }
  }

  const ended = session?.status === 'ended';
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={`${TEXTS.title} — ${String(session?.visitor_name ?? '…')}`}
        description={TEXTS.description}
        icon="Chat"
        breadcrumb={[
          { label: 'Support' },
          { label: 'Chat en direct', path: adminPath('support/chat') },
          { label: String(session?.visitor_name ?? TEXTS.title) },
        ]}
      />
      <Stack direction="row" useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status" aria-label="État de la conversation">
          {statusLabel(session?.status)}
          {session?.agent ? ` · ${TEXTS.agent} ${String(agent?.name ?? agent?.email ?? '…')}` : ` · ${TEXTS.noAgent}`}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {session && (
          <ResourceContextProvider value={supportChatSessions.route}>
            {CONSOLE_ACTIONS.filter((action) => actionApplies(supportChatSessions, action, session)).map((action) => (
              <ActionButton key={action.name} resource={supportChatSessions} action={action} record={session as RaRecord} labelled />
            ))}
          </ResourceContextProvider>
        )}
      </Stack>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2, maxHeight: '60vh', overflow: 'auto' }} aria-live="polite" aria-label="Messages">
        {messages.length === 0 && <Typography color="text.secondary">{TEXTS.empty}</Typography>}
        <Stack spacing={1.5}>
          {messages.map((message) => (
            <Box key={message.id} sx={{ alignSelf: message.sender === 'agent' ? 'flex-end' : 'flex-start', maxWidth: '75%' }}>
              <Typography variant="caption" color="text.secondary">
                {message.author_name} ·{' '}
                {new Date(message.created_at).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })}
              </Typography>
              <Paper sx={{ p: 1.25, bgcolor: message.sender === 'agent' ? 'primary.dark' : 'background.default' }}>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography>
              </Paper>
            </Box>
          ))}
        </Stack>
        <div ref={bottom} />
      </Paper>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: '1.5em', mb: 1, fontStyle: 'italic' }}>
        {typing && !ended ? typingText(typing) : ''}
      </Typography>
      {ended ? (
        <Alert severity="info">{TEXTS.ended}</Alert>
      ) : (
        <Stack component="form" direction="row" spacing={1} onSubmit={send}>
          <TextField
            label={TEXTS.answer}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              notifyTyping.typed(event.target.value);
            }}
            fullWidth
            required
            size="small"
            inputProps={{ maxLength: 4000 }}
          />
          <Button type="submit" variant="contained">
            {TEXTS.send}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
