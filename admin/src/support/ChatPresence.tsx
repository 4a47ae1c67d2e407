/**
 * The support agent's presence at the live chat, in the back-office header (issue 36): « En
 * ligne » or « Absent » as they choose (kept in this browser), away by itself after ten minutes
 * without a key or the pointer, said to the API at once and then every half-minute as the
 * heartbeat that keeps them online (the server puts them offline once it stops: signed out, tab
 * closed). While online, each new chat reaches them at once through the sessions' event stream:
 * a notice with a link, the open list reloaded, and a chime and system notification they can
 * turn off. Only whoever holds support.manage sees it; a member who is no chat agent yet joins
 * the chat from it (« Rejoindre le chat en direct »), never by merely signing in.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import Circle from '@mui/icons-material/Circle';
import { LinkBase, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CHAT_MESSAGES, CHAT_PATH, CHAT_PRESENCE, isSupportAgent, supportChatSessions, type ChosenPresence, type Values } from '@hexagone/schemas';
import { adminPath } from '../paths';
import { useCollectionStream } from '../providers/useCollectionStream';
import { useSessionCaller } from '../providers/useSessionCaller';
import { readPresence, sayPresence, type ShownPresence } from './chat-presence-api';
import { lazyNamed } from '../lazy-screen';
import { alertNewChat } from './new-chat-alert';
import { COLORS, LABELS } from './presence-labels';

const PresenceMenu = lazyNamed(() => import('./PresenceMenu'), 'PresenceMenu');

const CHOICE_KEY = 'hexagone.chat.presence';
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const storedChoice = (): ChosenPresence => (localStorage.getItem(CHOICE_KEY) === 'away' ? 'away' : 'online');

/** True after `awayAfterMs` without the agent's hand on this page; false again at their next move. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  const last = useRef(Date.now());
  useEffect(() => {
    const active = () => {
      last.current = Date.now();
      setIdle(false);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, { passive: true });
    const check = window.setInterval(() => setIdle(Date.now() - last.current >= CHAT_PRESENCE.awayAfterMs), 15_000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active);
      window.clearInterval(check);
    };
  }, []);
  return idle;
}

/** A new chat while the agent is online: a notice, the list on screen reloaded, and the alert they chose. */
function NewChatAlerts() {
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  useCollectionStream(supportChatSessions.name, {
    created: (session: Values) => {
      const text = CHAT_MESSAGES.newChat(String(session.visitor_name ?? 'Visiteur'));
      const path = adminPath(`${CHAT_PATH}/${encodeURIComponent(String(session._id ?? session.id))}`);
      notify(
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {text}
          <Button color="inherit" size="small" component={LinkBase} to={path}>
            Ouvrir
          </Button>
        </Box>,
        { type: 'info', autoHideDuration: 10_000 },
      );
      refresh();
      alertNewChat(text, () => navigate(path));
    },
  });
  return null;
}

function PresenceSwitch() {
  const [chosen, setChosen] = useState<ChosenPresence>(storedChoice);
  const [shown, setShown] = useState<ShownPresence>('offline');
  // Unknown until the API says; a support member who never joined the chat has no presence to keep.
  const [agent, setAgent] = useState<boolean>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const idle = useIdle();
  const wanted: ChosenPresence = chosen === 'online' && !idle ? 'online' : 'away';

  useEffect(() => {
    void readPresence()
      .then((answer) => setAgent(answer.agent))
      .catch(() => setAgent(false));
  }, []);

  const say = useCallback(
    (join = false) => {
      void sayPresence(wanted, join)
        .then((answer) => {
          setShown(answer.status);
          setAgent(answer.agent);
        })
        .catch(() => setShown('offline'));
    },
    [wanted],
  );

  // Said at once when it changes, then repeated: the heartbeat that keeps the agent present.
  useEffect(() => {
    if (!agent) return;
    say();
    const beat = window.setInterval(say, CHAT_PRESENCE.heartbeatMs);
    return () => window.clearInterval(beat);
  }, [say, agent]);

  const choose = (next: ChosenPresence) => {
    localStorage.setItem(CHOICE_KEY, next);
    setChosen(next);
    setAnchor(null);
  };

  const join = () => {
    choose('online');
    say(true);
  };

  const label = idle && chosen === 'online' && shown === 'away' ? 'Absent (inactif)' : LABELS[shown];
  return (
    <>
      <Tooltip title="Votre présence au chat en direct">
        <Button
          color="inherit"
          aria-label={`Présence au chat : ${label}`}
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
          onPointerEnter={() => void PresenceMenu.preload()}
          startIcon={<Circle color={COLORS[shown]} sx={{ fontSize: '0.8rem !important' }} />}
          sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {label}
          </Box>
        </Button>
      </Tooltip>
      {/* Its menu (with the switch of the alerts) loads at the first click: not part of the back-office's first load. */}
      {opened && (
        <Suspense fallback={null}>
          <PresenceMenu anchor={anchor} agent={agent} chosen={chosen} onChoose={choose} onJoin={join} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
      {shown === 'online' && <NewChatAlerts />}
    </>
  );
}

/** Only a support agent has a presence: the header of anyone else stays as it was. */
export function ChatPresence() {
  const caller = useSessionCaller();
  if (!caller || !isSupportAgent({ role: caller.role, permissions: caller.permissions }, [])) return null;
  return <PresenceSwitch />;
}
