/**
 * « Transférer » a live chat: the agents offered are the others online with room under their
 * limit (their current count beside each), read when the dialog opens; the API checks again
 * under the chosen agent's lock and refuses one who has no room any more.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useDataProvider, useGetMany, useNotify, useRefresh } from 'react-admin';
import { actionRoute, CHAT_MESSAGES, findAction, supportChatAgents, type Values } from '@hexagone/schemas';
import type { CustomActionProps } from '../actions/custom-actions';
import { errorText } from '../actions/error-text';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { transferTargets } from './chat-transfer';

export function ChatTransferDialog({ resource, record, open, onClose }: CustomActionProps) {
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [agents, setAgents] = useState<Values[]>();
  const [chosen, setChosen] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { data: accounts = [] } = useGetMany('users', { ids: (agents ?? []).map((agent) => String(agent.user_id)) }, { enabled: Boolean(agents?.length) });

  useEffect(() => {
    if (!open) return;
    setChosen('');
    setProblem(undefined);
    void httpClient(`/api/${supportChatAgents.name}?${new URLSearchParams({ status: 'online', limit: '100' })}`)
      .then(({ json }) => setAgents(transferTargets((json as { data: Values[] }).data, record?.agent)))
      .catch((error: unknown) => setProblem(errorText(error)));
  }, [open, record?.agent]);

  const nameOf = (userId: string) => {
    const account = accounts.find((candidate) => String(candidate.id) === userId);
    return String(account?.name ?? account?.email ?? '…');
  };

  async function transfer() {
    if (!record || !chosen) return;
    setSending(true);
    try {
      await dataProvider.action(resource.route, { route: actionRoute(resource, findAction(resource, 'transfer')!), id: record.id, data: { agent: chosen } });
      notify(CHAT_MESSAGES.transferred, { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="chat-transfer-title" fullWidth maxWidth="xs">
      <DialogTitle id="chat-transfer-title">Transférer la conversation</DialogTitle>
      <DialogContent>
        {agents && agents.length === 0 && <Typography color="text.secondary">{CHAT_MESSAGES.noAgentFree}</Typography>}
        {agents && agents.length > 0 && (
          <RadioGroup aria-label="Agent" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {agents.map((agent) => (
              <FormControlLabel
                key={String(agent.user_id)}
                value={String(agent.user_id)}
                control={<Radio />}
                label={`${nameOf(String(agent.user_id))} — ${Number(agent.active_chats ?? 0)}/${Number(agent.max_concurrent_chats ?? 0)} conversations`}
              />
            ))}
          </RadioGroup>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" disabled={!chosen || sending} onClick={() => void transfer()}>
          Transférer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
